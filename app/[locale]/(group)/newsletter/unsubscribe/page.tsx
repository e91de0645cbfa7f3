import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvalidMailLink, SubscriptionStep } from '@/components/sections/subscription-step';
import { newsletterSiteName } from '@/lib/mail/compose';
import { isValidToken } from '@/lib/mail/links';
import { pageLocale } from '@/lib/seo/metadata';
import { unsubscribeAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.newsletter.unsubscribe');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The unsubscribe link every newsletter carries. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string }>;
}) {
  const [{ token, done }, t] = await Promise.all([searchParams, getTranslations('group.newsletter.unsubscribe')]);
  const site = newsletterSiteName(done);
  // A link that does not verify (or a `done` that names no newsletter) says so. It is answered 200, not 404:
  // Next renders a notFound() page's body only with scripts (docs/known-issues.md), and these pages work without.
  if (!site && !isValidToken('unsubscribe', token)) return <InvalidMailLink />;
  return (
    <SubscriptionStep
      heading={t('title')}
      outcome={site ? t('outcome', { site }) : undefined}
      token={token}
      explanation={t('explanation')}
      button={t('button')}
      action={unsubscribeAction.bind(null, await pageLocale())}
    />
  );
}
