import { getTranslations } from 'next-intl/server';
import { PageMain } from '@/components/layout/page-main';
import { isStateKey, READ_ERROR } from '@/lib/content/messages';
import { EmptyMessage, ErrorMessage } from './state-message';
import styles from './section.module.css';

/*
 * What a section or page shows instead of its content, in one look: it could not be read (said
 * to assistive technology at once), there is nothing yet, or it is on its way. A text that is one of
 * lib/content/messages.ts's keys is shown in the page's language; any other text as it is given.
 */

/** The words of a state in the page's language: a key of the `states` catalog translated, other text as it is. */
export async function stateText(text: string): Promise<string> {
  if (!isStateKey(text)) return text;
  const t = await getTranslations('states');
  return t(text);
}

export async function ErrorState({ text = READ_ERROR }: { text?: string }) {
  return <ErrorMessage text={await stateText(text)} />;
}

export async function EmptyState({ text }: { text: string }) {
  return <EmptyMessage text={await stateText(text)} />;
}

/** Shown while a page's data arrives on client navigation. */
export async function LoadingState({ text }: { text?: string }) {
  const shown = text ?? (await getTranslations('ui'))('loading');
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{shown}</p>
    </div>
  );
}

/** A page whose content could not be read: the message alone in the page's main landmark, in the page's language. */
export async function PageError({ text = READ_ERROR }: { text?: string }) {
  return (
    <PageMain>
      <p className={styles.state} role="alert">
        {await stateText(text)}
      </p>
    </PageMain>
  );
}
