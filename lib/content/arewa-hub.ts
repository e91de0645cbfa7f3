import type { Product } from '../api/schemas';
import { PAGES } from './pages';

/* Arewa Hub's fixed data: the team's values as keys, and the shop's addresses. The words are in messages/<locale>/arewaHub.json. */

/** The values the team works by, in the order the team page lists them; their words are in the arewaHub catalog. */
export const VALUES = ['heritage', 'creativity', 'community', 'fairEarnings', 'learningForAll', 'quality'] as const;

/** A product's own page. */
export const productHref = (productId: string) => `/arewa-hub/products/${encodeURIComponent(productId)}`;

/** Where a product's order form works on a page of its own: Shop Now leads there until scripts run. */
export const orderHref = (productId: string) => `${productHref(productId)}/order`;

/** Where the crafts membership form works on a page of its own: the join buttons lead there until scripts run. */
export const JOIN_HREF = PAGES.arewaHubJoin.path;

/** A product with its HTML description cleaned on the server, ready for the shop's pages. */
export type ShopProduct = Product & { safeDescription: string };

/**
 * What an order names of its product: the order modal and form are client components, so this is all of
 * a product a page hands them (its description, picture and translations stay in the server's markup).
 */
export type OrderedProduct = Pick<Product, 'productId' | 'productName' | 'price' | 'priceCurrency'>;

export const orderedProduct = ({ productId, productName, price, priceCurrency }: OrderedProduct): OrderedProduct => ({
  productId,
  productName,
  price,
  priceCurrency,
});
