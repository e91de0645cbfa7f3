import { cache } from 'react';
import type { Locale } from './locales';

/**
 * The language of a render outside the [locale] tree, which has no root params to give it (app/global-not-found.tsx
 * sets it from the address asked): one store per request, read by the request config (request.ts). Unlike
 * next-intl's setRequestLocale, a page that never sets it reads no request header, so it stays static.
 */
export const pageLocaleStore = cache((): { locale?: Locale } => ({}));
