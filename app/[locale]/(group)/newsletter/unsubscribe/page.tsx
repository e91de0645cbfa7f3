import { MailLinkPage, mailLinkMetadata } from '../mail-link-page';

export const generateMetadata = () => mailLinkMetadata('unsubscribe');

/** The unsubscribe link every newsletter carries. */
export default function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string }>;
}) {
  return <MailLinkPage purpose="unsubscribe" searchParams={searchParams} />;
}
