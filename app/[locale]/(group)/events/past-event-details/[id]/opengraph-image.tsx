import { eventShareCard } from '@/lib/queries/share-cards';
import { recordShareImage, shareImage } from '@/lib/seo/share-image';

type Params = { locale: string; id: string };

/** One share picture, whose alt says what it shows: the event's title and its picture's description. */
export async function generateImageMetadata({ params }: { params: Params }) {
  return recordShareImage((await eventShareCard(params.id, params.locale)).alt);
}

/** Drawn in the page's language where the event is translated into it (lib/queries/share-cards.ts). */
export default async function Image({ params }: { params: Promise<Params> }) {
  const { locale, id } = await params;
  return shareImage((await eventShareCard(id, locale)).card);
}
