import 'server-only';
import type { PostKind } from '../api/constants';
import { readEvent } from './events';
import { readPost } from './posts';
import { readProduct, shopProductIn } from './products';
import { formatDate, formatPrice } from '../format/display';
import { inLanguage } from '../format/in-language';
import type { Locale } from '../i18n/locales';
import { shareImage } from '../seo/share-image';

/*
 * The share pictures of the pages that have their own: a news item, a story, an event, a product. Each is
 * drawn in its page's language (`locale`) where the record reads wholly in it, like the page's card; else
 * in English, like the English page its card then names.
 */

/** `label` is "News" or "Story" in the page's language (the acn catalog's post.news, post.story). */
export async function postShareImage(kind: PostKind, id: string, locale: Locale, label: string) {
  const post = await readPost(kind, id);
  const english = kind === 'news' ? 'News' : 'Story';
  if (!post) return shareImage({ arm: 'acn', title: english });
  const { meta: p, language } = inLanguage('post', post, locale);
  const named = language === locale ? label : english;
  return shareImage({
    arm: 'acn',
    title: p.title,
    kicker: p.createdAt ? `${named} · ${formatDate(p.createdAt, language)}` : named,
    image: p.image,
  });
}

export async function eventShareImage(id: string, locale: Locale) {
  const event = await readEvent(id);
  if (!event) return shareImage({ arm: 'group', title: 'Events' });
  const { meta: e, language } = inLanguage('event', event, locale);
  return shareImage({
    arm: 'group',
    title: e.eventName,
    kicker: [formatDate(e.eventDate, language), e.location].filter(Boolean).join(' · '),
    image: e.image,
  });
}

export async function productShareImage(id: string, locale: Locale) {
  const product = await readProduct(id);
  if (!product) return shareImage({ arm: 'arewahub', title: 'Books and beads' });
  const { meta: p, language } = shopProductIn(product, locale);
  return shareImage({
    arm: 'arewahub',
    title: p.productName,
    kicker: formatPrice(p.price, p.priceCurrency, language),
    image: p.image,
  });
}
