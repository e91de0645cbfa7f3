import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvalidMailLink, SubscriptionStep } from '@/components/sections/subscription-step';
import { newsletterSiteName } from '@/lib/mail/compose';
import { localePath } from '@/lib/i18n/locales';
import { isMailLinkAddress, type LinkPurpose } from '@/lib/mail/links';
import { pageLocale } from '@/lib/seo/metadata';

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
  // A link that does not verify (or a `done` that names no newsletter) says so, answered 404 by the proxy
  // (lib/proxy/mail-links.ts), since Next's notFound() would send an empty body (docs/known-issues.md).
  if (!isMailLinkAddress(purpose, { token, done })) return <InvalidMailLink />;
  const site = newsletterSiteName(done);
  // The button posts to this address, token included; the proxy sends that post to newsletter/follow.
  const action = `${localePath(await pageLocale(), `/newsletter/${purpose}`)}?token=${encodeURIComponent(token ?? '')}`;
  return (
    <SubscriptionStep
      heading={t('title')}
      outcome={site ? t('outcome', { site }) : undefined}
      explanation={t('explanation')}
      button={t('button')}
      action={action}
    />
  );
}
