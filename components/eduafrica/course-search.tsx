import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/seo/metadata';
import styles from './eduafrica.module.css';

/**
 * The course search: a plain GET form to the courses page in the page's language, so it works before
 * any script loads and a search can be shared as a link (?q=).
 */
export async function CourseSearch({
  defaultValue = '',
  id = 'course-search',
}: {
  defaultValue?: string;
  id?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('eduAfrica'), pageLocale()]);
  return (
    <form
      action={localizedHref(locale, '/edu-africa/products')}
      method="get"
      role="search"
      className={styles.search}
      aria-label={t('search.label')}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.field')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
