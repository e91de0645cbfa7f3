import type { PostKind } from '../api/constants';
import type {
  Article,
  BreadcrumbList,
  Course as CourseData,
  Event,
  FAQPage,
  NewsArticle,
  NGO,
  Organization,
  Product as ProductData,
  WithContext,
} from 'schema-dts';
import type { EventItem, FaqItem, NewsItem, Product, Story } from '../api/schemas';
import type { Course } from '../content/edu-africa';
import { ARMS, type ArmKey } from '../content/arms';
import { eventSchedule, localIso } from '../format/event-schedule';
import { armShareImage, SITE_NAME } from './metadata';
import { plainText } from '../format/sanitize';
import { siteUrl } from '../platform/env';
import type { Locale } from '../i18n/locales';

/*
 * The schema.org objects the pages carry, built from typed objects (schema-dts) so that a
 * misspelt property fails the type check. Addresses are absolute, on siteUrl(). Each kind that
 * schema.org lets say its language (`inLanguage`: articles, events, questions, courses) says the
 * language its text is in: a record's is the page's where it is wholly translated, else English
 * (lib/format/in-language.ts). An organisation, a product and a breadcrumb trail have no such property.
 */

export const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl()}${path}`);

const logo = (arm: ArmKey) => absolute(ARMS[arm].logo);

/** An arm (or the group) as an organisation, for publisher, organizer and subOrganization. */
export function organisation(arm: ArmKey): Organization {
  return { '@type': 'NGO', name: ARMS[arm].name, url: absolute(ARMS[arm].home), logo: logo(arm) };
}

/** The group, with its three arms, described in the page's language. */
export function groupNgo(
  description: string,
  arms: { name: string; url: string; description: string }[],
): WithContext<NGO> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: SITE_NAME,
    url: absolute('/'),
    logo: logo('group'),
    description,
    areaServed: ['Ghana', 'Nigeria'],
    subOrganization: arms.map((arm) => ({
      '@type': 'NGO',
      name: arm.name,
      url: absolute(arm.url),
      description: arm.description,
    })),
  };
}

/** The children's network, on its own home. */
export function acnNgo(description: string): WithContext<NGO> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: ARMS.acn.name,
    url: absolute(ARMS.acn.home),
    logo: logo('acn'),
    description,
    parentOrganization: { '@type': 'NGO', name: SITE_NAME, url: absolute('/') },
  };
}

/** The item's own picture, else its arm's share picture. */
const pictureOf = (image: string | undefined, arm: ArmKey) => absolute(image ?? armShareImage(arm).url);

/** A news item (NewsArticle) or a story (Article) of the children's network. */
export function postArticle(
  kind: PostKind,
  post: NewsItem | Story,
  path: string,
  language: Locale,
): WithContext<NewsArticle | Article> {
  const published = post.createdAt;
  return {
    '@context': 'https://schema.org',
    '@type': kind === 'news' ? 'NewsArticle' : 'Article',
    inLanguage: language,
    headline: post.title,
    description: post.caption || undefined,
    image: [pictureOf(post.image, 'acn')],
    url: absolute(path),
    mainEntityOfPage: absolute(path),
    datePublished: published,
    dateModified: post.updatedAt ?? published,
    author:
      post.writers.length > 0
        ? post.writers.map((name) => ({ '@type': 'Person' as const, name }))
        : organisation('acn'),
    publisher: organisation('acn'),
  };
}

export function eventData(e: EventItem, path: string, language: Locale): WithContext<Event> {
  const when = eventSchedule(e);
  const online = !e.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    inLanguage: language,
    name: e.eventName,
    description: plainText(e.eventDescription) || undefined,
    // The event's own clock with its offset; the date alone where no time could be read.
    startDate: when.allDay ? when.day : localIso(when.start, when.offset),
    endDate: when.allDay ? undefined : when.end ? localIso(when.end, when.offset) : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? // Where people attend: the registration or meeting address; the page only when there is none.
        { '@type': 'VirtualLocation', url: absolute(e.registerUrl ?? path) }
      : // The contract gives the place as one line ("Kano, Nigeria"): its last part is the country.
        {
          '@type': 'Place',
          name: e.location!,
          address: {
            '@type': 'PostalAddress',
            streetAddress: e.location!,
            addressCountry: e.location!.split(',').pop()!.trim(),
          },
        },
    image: [pictureOf(e.image, 'group')],
    url: absolute(path),
    organizer: organisation('group'),
    performer: e.speakers.map((name) => ({ '@type': 'Person' as const, name })),
    // Registration is where the offer is; the contract says nothing of a price.
    offers: { '@type': 'Offer', url: absolute(e.registerUrl ?? path), availability: 'https://schema.org/InStock' },
  };
}

/**
 * The questions of a page in `language`, each in its own: `items` as the page shows them, each with the
 * language its text is in (the page's where the question is wholly translated, else English).
 */
export function faqPage(items: { faq: FaqItem; language: Locale }[], language: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map(({ faq: f, language: own }) => ({
      '@type': 'Question',
      inLanguage: own,
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(f.answer) },
    })),
  };
}

/** Where a detail page sits: each step a name and an address. */
export function breadcrumbs(steps: [name: string, path: string][]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(path),
    })),
  };
}

/** A book or bead product with its price, for shopping results. */
export function productData(p: Product, path: string): WithContext<ProductData> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.productName,
    description: plainText(p.description) || undefined,
    image: [pictureOf(p.image, 'arewahub')],
    sku: p.productId,
    category: p.productForm === 'book' ? 'Books' : 'Beads',
    brand: { '@type': 'Brand', name: ARMS.arewahub.name },
    url: absolute(path),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: p.priceCurrency,
      availability: p.active === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url: absolute(path),
      seller: organisation('arewahub'),
    },
  };
}

/** A course of the learning app, in the page's language (its words are in the catalogs). */
export function courseData(c: Course, path: string, language: Locale): WithContext<CourseData> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    inLanguage: language,
    name: c.title,
    description: c.summary,
    url: absolute(path),
    image: absolute(c.image),
    educationalLevel: c.level,
    keywords: c.tags.join(', '),
    provider: organisation('eduafrica'),
  };
}
