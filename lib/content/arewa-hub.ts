import type { Product } from '../api/schemas';

/* Arewa Hub's fixed copy. */

export const VALUES = [
  {
    title: 'Heritage',
    text: 'We keep the crafts, stories and languages of northern Nigeria alive by practising them.',
  },
  { title: 'Creativity', text: 'Every member is a maker; we make room for new designs and new voices.' },
  { title: 'Community', text: 'We learn in circles, share tools and materials, and celebrate each other’s work.' },
  { title: 'Fair earnings', text: 'Makers are paid fairly and on time for every piece we sell.' },
  { title: 'Learning for all', text: 'Reading events and workshops are open to every age and every background.' },
  { title: 'Quality', text: 'Each book is edited with care and each piece of beadwork is finished by hand.' },
];

export const VISION =
  'A northern Nigeria where every child grows up reading stories in their own language and every maker can earn a living from their craft.';
export const MISSION =
  'To bring people together through gatherings, reading events, bead crafting and book writing, and to sell the books and beads our members make so that creative work becomes a livelihood.';

/** A product's own page. */
export const productHref = (productId: string) => `/arewa-hub/products/${encodeURIComponent(productId)}`;

/** Where a product's order form works on a page of its own: Shop Now leads there until scripts run. */
export const orderHref = (productId: string) => `${productHref(productId)}/order`;

/** Where the crafts membership form works on a page of its own: the join buttons lead there until scripts run. */
export const JOIN_HREF = '/arewa-hub/join';

/** A product with its HTML description cleaned on the server, ready for the shop's pages. */
export type ShopProduct = Product & { safeDescription: string };
