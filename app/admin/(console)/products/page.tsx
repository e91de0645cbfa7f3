import type { Metadata } from 'next';
import styles from '@/components/admin/admin.module.css';
import { hadPicture, pictureValues, productFields } from '@/components/admin/content-fields';
import { ContentForm } from '@/components/admin/content-form';
import { formatPrice } from '@/lib/format/display';
import { listProducts } from '@/lib/console/content';
import { saveProductAction } from '@/app/admin/actions/products';
import { RecordTranslations } from '@/components/admin/record-translations';
import { coverageText, englishOf, listCoverageText } from '@/components/admin/translation-fields';
import { readTranslations } from '@/lib/console/translations';
import { saveTranslationAction } from '@/app/admin/actions/translations';

export const metadata: Metadata = { title: 'Products' };

/** Minor units as the price field shows them: 450050 is "4500.50". */
const priceText = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/** The crafts arm's books and beads. A product is hidden rather than deleted: orders name it. */
export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [products, params] = await Promise.all([listProducts(), searchParams]);
  const translations = await readTranslations(
    'product',
    products.map((p) => p.id),
  );
  const english = new Map(products.map((p) => [p.id, englishOf.product(p)]));
  const coverage = products.map((p) => ({ english: english.get(p.id)!, translations: translations.get(p.id) }));
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Products</h1>
      <p className={styles.muted}>
        Books and beads of Arewa Hub. A product that should no longer be sold is hidden, not deleted: its orders still
        name it.
      </p>
      <p>Translated fields: {listCoverageText(coverage)}.</p>
      {params.notice === 'added' && (
        <p role="status" className={styles.notice}>
          Product added.
        </p>
      )}
      {products.map((p) => (
        <details key={p.id} className={styles.card}>
          <summary>
            <strong>{p.product_name}</strong>{' '}
            <span className={styles.muted}>
              {p.product_form === 'book' ? 'Book' : 'Beads'} · {formatPrice(p.price_minor / 100, p.price_currency)} ·{' '}
              {p.quantity_in_stock} in stock
            </span>
            {p.active === 1 ? (
              <span className={styles.badge}>Shown</span>
            ) : (
              <span className={styles.badgeNew}>Hidden</span>
            )}{' '}
            <span className={styles.muted}>{coverageText(english.get(p.id)!, translations.get(p.id))}</span>
          </summary>
          <ContentForm
            action={saveProductAction}
            fields={productFields(!!p.image)}
            hidden={{ id: p.id, ...hadPicture(p.image) }}
            label={p.product_name}
            buttons={[{ value: 'save', label: 'Save' }]}
            announcesSave
            initial={{
              name: p.product_name,
              ...pictureValues(p.image_alt),
              form: p.product_form,
              price: priceText(p.price_minor),
              stock: String(p.quantity_in_stock),
              description: p.description,
              published: p.active === 1 ? 'yes' : '',
            }}
          />
          <RecordTranslations
            kind="product"
            id={p.id}
            name={p.product_name}
            english={english.get(p.id)!}
            translations={translations.get(p.id)}
            action={saveTranslationAction}
            folded
          />
        </details>
      ))}
      <h2>Add a product</h2>
      <ContentForm
        action={saveProductAction}
        fields={productFields(false)}
        hidden={{}}
        label="New product"
        buttons={[{ value: 'add', label: 'Add product' }]}
        initial={{ form: 'book', stock: '0', published: 'yes' }}
      />
    </main>
  );
}
