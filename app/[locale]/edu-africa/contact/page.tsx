import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/forms/contact-page';
import { CONTACT_EMAIL } from '@/lib/content/edu-africa';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica');
  return localizedMetadata({
    title: t('contact.metaTitle'),
    description: t('contact.metaDescription'),
    path: PAGES.eduAfricaContact.path,
  });
}

export default async function EduAfricaContact() {
  const t = await getTranslations('eduAfrica');
  return (
    <ContactPage
      arm="eduafrica"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t.rich('contact.intro', {
        address: CONTACT_EMAIL,
        email: (chunks) => (
          <a href={`mailto:${CONTACT_EMAIL}`} style={{ color: '#fff' }}>
            {chunks}
          </a>
        ),
      })}
      // The learning app's contact form shows no toast: on success it simply empties, ready for the next message.
      successText={null}
    />
  );
}
