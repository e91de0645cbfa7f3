import { EventPage, eventMetadata } from '@/components/events/event-detail';

export const revalidate = 60;
// Listed ids are rendered on first request and then cached (an empty list is enough).
export const generateStaticParams = () => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  return eventMetadata(id);
}

export default async function UpcomingEventPage({ params }: Props) {
  const { id } = await params;
  return <EventPage id={id} path="upcoming" />;
}
