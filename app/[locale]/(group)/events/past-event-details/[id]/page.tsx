import { EventPage, eventMetadata } from '../../event-page';
import { eventParams } from '@/lib/queries/static-params';

export const revalidate = 60;
// The events listed at build are rendered then; a newer one on its first request, then cached.
export const generateStaticParams = () => eventParams('past');

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  return eventMetadata(id);
}

export default async function PastEventPage({ params }: Props) {
  const { id } = await params;
  return <EventPage id={id} path="past" />;
}
