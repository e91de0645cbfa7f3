import type { Metadata } from 'next';
import { InvalidMailLink, SubscriptionStep } from '@/components/sections/subscription-step';
import { newsletterSiteName } from '@/lib/mail/compose';
import { isValidToken } from '@/lib/mail/links';
import { unsubscribeAction } from '../actions';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } };

/** The unsubscribe link every newsletter carries. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string }>;
}) {
  const { token, done } = await searchParams;
  const site = newsletterSiteName(done);
  // A link that does not verify (or a `done` that names no newsletter) says so. It is answered 200, not 404:
  // Next renders a notFound() page's body only with scripts (docs/known-issues.md), and these pages work without.
  if (!site && !isValidToken('unsubscribe', token)) return <InvalidMailLink />;
  return (
    <SubscriptionStep
      heading="Unsubscribe"
      outcome={site ? `You are unsubscribed from ${site}'s newsletter: you will receive no more of it.` : undefined}
      token={token}
      explanation="Press the button to receive no more of this newsletter at the address it came to."
      button="Unsubscribe"
      action={unsubscribeAction}
    />
  );
}
