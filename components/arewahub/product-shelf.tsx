import { Carousel } from '@/components/ui/carousel';
import { carouselWords } from '@/components/ui/words';
import type { ShopProduct } from '@/lib/content/arewa-hub';
import type { InLanguage } from '@/lib/format/in-language';
import { ProductCard } from './product-card';
import { OrderProvider } from './shop-now';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';
import { leadPicture } from '@/lib/queries/media';
import { orderModalTexts } from './order-texts';
import { getTranslations } from 'next-intl/server';
import { LANGUAGES } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/seo/metadata';
import ui from '@/components/ui/section.module.css';
import styles from './arewahub.module.css';

interface Props {
  /** The carousel's name, in the page's language. */
  label: string;
  /** The products as the page's language shows them (lib/queries/products.ts). */
  products: InLanguage<'product', ShopProduct>[] | null;
  /** A still carousel of the first four (a part's home page); else every product in a grid. */
  preview?: boolean;
  /** The shelf that opens the page: the pictures of its first page on a phone are fetched at once. */
  leading?: boolean;
}

/** Two cards a page under 500 px: a phone's first view of the shelf. */
const NARROW = { maxWidth: 499, perPage: 2 };

/**
 * A section of the shop, with the order modal for Shop Now. The catalogue is a grid, one card a row on a
 * phone, its products grouped by the currency of their price, each group named when there is more than one:
 * prices in two currencies side by side read as a mistake. A preview is a still carousel of four.
 */
export async function ProductShelf({ label, products, preview = false, leading = false }: Props) {
  if (products === null) return <ErrorState />;
  if (products.length === 0) return <EmptyState text={EMPTY_TEXT.products} />;
  const [leads, orderTexts, words] = await Promise.all([
    leading ? Promise.all(products.slice(0, NARROW.perPage).map((p) => leadPicture(p.record.image))) : [],
    orderModalTexts(),
    carouselWords(),
  ]);
  if (preview)
    return (
      <OrderProvider texts={orderTexts}>
        <Carousel label={label} perPage={4} columns={4} narrow={NARROW} words={words}>
          {products.slice(0, 4).map((p, i) => (
            // Both pictures of a phone's first page are in view at once, and either may be its largest paint: neither waits.
            <ProductCard key={p.record.productId} shown={p} lead={leads[i]} />
          ))}
        </Carousel>
      </OrderProvider>
    );
  const groups = byCurrency(products);
  const [t, locale] = await Promise.all([getTranslations('arewaHub.products'), pageLocale()]);
  const names = new Intl.DisplayNames(LANGUAGES[locale].intl, { type: 'currency' });
  return (
    <OrderProvider texts={orderTexts}>
      {groups.map(([currency, items]) => (
        <div key={currency} className={styles.currencyGroup}>
          {groups.length > 1 && (
            <h3 className={styles.currencyHeading}>
              {t('pricesIn', { currency: `${names.of(currency) ?? currency} (${currency})` })}
            </h3>
          )}
          <ul className={ui.grid} aria-label={groups.length > 1 ? `${label}, ${currency}` : label}>
            {items.map((p) => (
              <li key={p.record.productId}>
                <ProductCard shown={p} lead={leads[products.indexOf(p)]} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </OrderProvider>
  );
}

/** The products by the currency of their price, in the order each currency first appears. */
function byCurrency<T extends { record: { priceCurrency: string } }>(products: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const p of products) groups.set(p.record.priceCurrency, [...(groups.get(p.record.priceCurrency) ?? []), p]);
  return [...groups];
}
