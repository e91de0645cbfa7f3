import type { TranslatableKind, Translations } from '@/lib/api/constants';
import { LANGUAGES } from '@/lib/i18n/locales';
import styles from './admin.module.css';
import { type ContentAction, ContentForm } from './content-form';
import { coverageText, type English, TRANSLATION_LANGUAGES, translationFields } from './translation-fields';

interface Props<K extends TranslatableKind> {
  kind: K;
  id: string;
  /** What the record is called, for the forms' names. */
  name: string;
  english: English<K>;
  translations: Translations<K> | undefined;
  action: ContentAction;
  /** In a list: folded under a summary that gives the coverage. On a record's own page: a section. */
  folded?: boolean;
}

/**
 * A record's "Translations" part: for each language, a form of its translatable fields, each beside the
 * English it translates, saved one language at a time. The console stays in English.
 */
export function RecordTranslations<K extends TranslatableKind>({
  kind,
  id,
  name,
  english,
  translations,
  action,
  folded,
}: Props<K>) {
  const covered = coverageText(english, translations);
  const forms = TRANSLATION_LANGUAGES.map((locale) => {
    const language = LANGUAGES[locale].name;
    return (
      <ContentForm
        key={locale}
        action={action}
        fields={translationFields(kind, english, locale)}
        hidden={{ kind, id, locale }}
        label={`${language} translation: ${name}`}
        buttons={[{ value: 'save', label: `Save the ${language} translation` }]}
        announcesSave
        initial={(translations?.[locale] ?? {}) as Record<string, string>}
      />
    );
  });
  const about = (
    <p className={styles.muted}>
      A field left empty shows the English on that language’s pages. Emptying a field removes its translation.
    </p>
  );
  if (folded)
    return (
      <details className={styles.overview}>
        <summary>Translations ({covered})</summary>
        {about}
        {forms}
      </details>
    );
  return (
    <section aria-labelledby={`translations-${id}`} className={styles.overview}>
      <h2 id={`translations-${id}`}>Translations</h2>
      <p>Translated fields: {covered}.</p>
      {about}
      {forms}
    </section>
  );
}
