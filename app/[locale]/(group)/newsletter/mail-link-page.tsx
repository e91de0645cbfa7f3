import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvalidMailLink, SubscriptionStep } from '@/components/sections/subscription-step';
import { newsletterSiteName } from '@/lib/mail/compose';
import { isValidToken, type LinkPurpose } from '@/lib/mail/links';
import { pageLocale } from '@/lib/seo/metadata';
import { confirmAction, unsubscribeAction } from './actions';

/** What each e-mailed link's button does. */
const ACTIONS: Record<LinkPurpose, typeof confirmAction> = { confirm: confirmAction, unsubscribe: unsubscribeAction };

/** An e-mailed link's page: never indexed, titled in the page's language. */
export async function mailLinkMetadata(purpose: LinkPurpose): Promise<Metadata> {
  const t = await getTranslations(`group.newsletter.${purpose}`);
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The page a subscriber's link opens (the confirmation's, or the unsubscribe link every newsletter carries):
 * one button that follows it, then what happened.
 */
export async function MailLinkPage({
  purpose,
  searchParams,
}: {
  purpose: LinkPurpose;
  searchParams: Promise<{ token?: string; done?: string }>;
}) {
  const [{ token, done }, t] = await Promise.all([searchParams, getTranslations(`group.newsletter.${purpose}`)]);
  const site = newsletterSiteName(done);
  // A link that does not verify (or a `done` that names no newsletter) says so. It is answered 200, not 404:
  // Next renders a notFound() page's body only with scripts (docs/known-issues.md), and these pages work without.
  if (!site && !isValidToken(purpose, token)) return <InvalidMailLink />;
  return (
    <SubscriptionStep
      heading={t('title')}
      outcome={site ? t('outcome', { site }) : undefined}
      token={token}
      explanation={t('explanation')}
      button={t('button')}
      action={ACTIONS[purpose].bind(null, await pageLocale())}
    />
  );
}
