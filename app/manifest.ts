import type { MetadataRoute } from 'next';
import { GROUP_DESCRIPTION, SITE_NAME } from '@/lib/seo/metadata';

/**
 * The web app manifest (/manifest.webmanifest, linked from every page): what a phone needs to put the site
 * on its home screen and open it in a window of its own. Its icons are drawn by scripts/make-favicon.mjs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: SITE_NAME,
    short_name: 'Edu Connect',
    description: GROUP_DESCRIPTION,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f1',
    theme_color: '#0b6e4f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
