import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { JoinPicker } from '@/components/forms/join-picker';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { isJoinRole, JOIN_ROLES } from '@/lib/content/group';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.joinUs');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.joinUs.path });
}

type Props = { searchParams: Promise<{ role?: string | string[] }> };

// The chosen form is in the server's HTML (/join-us?role=volunteers), for people without scripts and for crawlers.
export default async function JoinUsPage({ searchParams }: Props) {
  const [{ role }, t, tj] = await Promise.all([
    searchParams,
    getTranslations('group.joinUs'),
    getTranslations('group.join'),
  ]);
  const cards = JOIN_ROLES.map((r) => ({ role: r, title: tj(`${r}.title`), text: tj(`${r}.text`) }));
  return (
    <PageMain>
      <PageHero eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('intro')}</p>
      </PageHero>
      <section className={ui.section} aria-label={t('label')}>
        <JoinPicker
          initial={isJoinRole(role) ? role : null}
          cards={cards}
          text={await loadFormText('joinPicker', 'volunteer', 'member', 'champion')}
        />
      </section>
    </PageMain>
  );
}
