import 'server-only';
import type { PostKind } from '../api/constants';
import { findEvent } from './events';
import { findPost } from './posts';
import { findProduct, shopProductIn } from './products';
import { formatDate, formatPrice } from '../format/display';
import { inLanguage } from '../format/in-language';
import { getTranslations } from 'next-intl/server';
import { asLocale, type Locale } from '../i18n/locales';
import type { ShareCard } from '../seo/share-image';

/*
 * The share pictures of the pages that have their own: a news item, a story, an event, a product, as
 * cards for lib/seo/share-image.tsx to draw, each with its text alternative. Each is in its page's
 * language (`locale`) where the record reads wholly in it, like the page's card; else in English, like the
 * English page its card then names.
 */

/** A record's share card, and what it shows in words: the share picture's text alternative. */
export interface RecordShareCard {
  card: ShareCard;
  alt: string;
}

/** The card with its alt: its title, the line above it, and what the record's picture shows where staff said so. */
function described(card: ShareCard, imageAlt?: string): RecordShareCard {
  const heading = card.kicker ? `${card.title} (${card.kicker})` : card.title;
  return { card, alt: [heading, imageAlt].filter(Boolean).join('. ') };
}

/** The language of a page's `[locale]` segment (the English tree's for anything else). */
const languageOf = (segment: string): Locale => asLocale(segment);

/** A news item's or a story's card, named "News" or "Story" in the page's language (the acn catalog's post.news, post.story). */
export async function postShareCard(kind: PostKind, id: string, segment: string) {
  const locale = languageOf(segment);
  const [post, t] = await Promise.all([findPost(kind, id), getTranslations({ locale, namespace: 'acn' })]);
  const english = kind === 'news' ? 'News' : 'Story';
  if (!post) return described({ arm: 'acn', title: english });
  const { meta: p, language } = inLanguage('post', post, locale);
  const named = language === locale ? t(kind === 'news' ? 'post.news' : 'post.story') : english;
  return described(
    {
      arm: 'acn',
      title: p.title,
      kicker: p.createdAt ? `${named} · ${formatDate(p.createdAt, language)}` : named,
      image: p.image,
    },
    p.image ? p.imageAlt : undefined,
  );
}

export async function eventShareCard(id: string, segment: string) {
  const locale = languageOf(segment);
  const event = await findEvent(id);
  if (!event) return described({ arm: 'group', title: 'Events' });
  const { meta: e, language } = inLanguage('event', event, locale);
  return described(
    {
      arm: 'group',
      title: e.eventName,
      kicker: [formatDate(e.eventDate, language), e.location].filter(Boolean).join(' · '),
      image: e.image,
    },
    e.image ? e.imageAlt : undefined,
  );
}

export async function productShareCard(id: string, segment: string) {
  const locale = languageOf(segment);
  const product = await findProduct(id);
  if (!product) return described({ arm: 'arewahub', title: 'Books and beads' });
  const { meta: p, language } = shopProductIn(product, locale);
  return described(
    {
      arm: 'arewahub',
      title: p.productName,
      kicker: formatPrice(p.price, p.priceCurrency, language),
      image: p.image,
    },
    p.image ? p.imageAlt : undefined,
  );
}
