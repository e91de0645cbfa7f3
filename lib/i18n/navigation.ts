import { createNavigation } from 'next-intl/navigation';
import type { Locale } from './locales';
import { routing } from './routing';

/**
 * next-intl's navigation for the site's routing: Link, redirect, permanentRedirect and getPathname write a
 * path as English has it (`/faq`) and give the address in a language (`/fr/faq`); usePathname gives the page's
 * path without its prefix. components/ui/link.tsx wraps this Link with the site's prefetch rule.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/**
 * Paths that are the same in every language, which the library would prefix like a page: the API, uploads,
 * the console, the artwork and share pictures (public/images, /og), the build's files, and any file of public/.
 */
const SHARED_PATHS = /^\/(?:api|media|admin|images|og|_next)(?:[/?#]|$)|^\/[^/?#]+\.[a-z]+(?:[?#]|$)/;

/** Whether `href` is one of the site's pages, which have an address in each language (getPathname's to give). */
export const isPageHref = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//') && !SHARED_PATHS.test(href);

/** A link's href on a page in `locale`: the site's own pages in that language (getPathname); anything else as it is. */
export const localizedHref = (locale: Locale, href: string): string =>
  isPageHref(href) ? getPathname({ locale, href }) : href;
