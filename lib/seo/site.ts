/** The public address of the site, for absolute links in metadata, the sitemap and feeds. */
export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
