import 'server-only';
import type { PostKind } from '../api/constants';
import { readEvent } from './events';
import { readPost } from './posts';
import { readShopProduct } from './products';
import { formatDate, formatPrice } from '../format/display';
import { shareImage } from '../seo/share-image';

/* The share pictures of the pages that have their own: a news item, a story, an event, a product. */

export async function postShareImage(kind: PostKind, id: string) {
  const post = await readPost(kind, id);
  const label = kind === 'news' ? 'News' : 'Story';
  if (!post) return shareImage({ arm: 'acn', title: label });
  return shareImage({
    arm: 'acn',
    title: post.title,
    kicker: post.createdAt ? `${label} · ${formatDate(post.createdAt)}` : label,
    image: post.image,
  });
}

export async function eventShareImage(id: string) {
  const e = await readEvent(id);
  if (!e) return shareImage({ arm: 'group', title: 'Events' });
  return shareImage({
    arm: 'group',
    title: e.eventName,
    kicker: [formatDate(e.eventDate), e.location].filter(Boolean).join(' · '),
    image: e.image,
  });
}

export async function productShareImage(id: string) {
  const p = await readShopProduct(id);
  if (!p) return shareImage({ arm: 'arewahub', title: 'Books and beads' });
  return shareImage({
    arm: 'arewahub',
    title: p.productName,
    kicker: formatPrice(p.price, p.priceCurrency),
    image: p.image,
  });
}
