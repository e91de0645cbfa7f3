import type { Metadata } from 'next';
import { InvalidMailLink, SubscriptionStep } from '@/components/sections/subscription-step';
import { newsletterSiteName } from '@/lib/mail/compose';
import { isValidToken } from '@/lib/mail/links';
import { confirmAction } from '../actions';

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } };

/** The confirmation e-mail's link (double opt-in). */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string }>;
}) {
  const { token, done } = await searchParams;
  const site = newsletterSiteName(done);
  // A link that does not verify (or a `done` that names no newsletter) says so. It is answered 200, not 404:
  // Next renders a notFound() page's body only with scripts (docs/known-issues.md), and these pages work without.
  if (!site && !isValidToken('confirm', token)) return <InvalidMailLink />;
  return (
    <SubscriptionStep
      heading="Confirm your subscription"
      outcome={site ? `Thank you: your subscription to ${site}'s newsletter is confirmed.` : undefined}
      token={token}
      explanation="Press the button to receive the newsletter at the address this e-mail came to. You can unsubscribe from any newsletter, in one click."
      button="Confirm my subscription"
      action={confirmAction}
    />
  );
}
