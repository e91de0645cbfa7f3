import { MailLinkPage, mailLinkMetadata } from '../mail-link-page';

export const generateMetadata = () => mailLinkMetadata('confirm');

/** The confirmation e-mail's link (double opt-in). */
export default function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string }>;
}) {
  return <MailLinkPage purpose="confirm" searchParams={searchParams} />;
}
