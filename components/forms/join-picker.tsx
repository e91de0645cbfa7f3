'use client';

import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import type { JoinCard, JoinRole } from '@/lib/content/group';
import { DEFAULT_LOCALE, localizedHref } from '@/lib/i18n/locales';
import { savesData } from '@/lib/platform/save-data';
import type { FormText } from './form-text';
import type * as JoinFormsModule from './join-forms';
import styles from './join-picker.module.css';

// The forms and their validation (react-hook-form) are not in the page's first scripts: most visitors
// of /join-us read the three cards first. They are fetched once the page is idle after it came alive,
// or sooner when a card is pointed at, touched or focused, so a tap shows a usable form at once; a page
// opened on ?role=… has its form in the server's HTML meanwhile. For a visitor who asked to save data
// (lib/platform/save-data.ts) they are fetched only when a card is touched, pressed or focused.
let loading: Promise<typeof JoinFormsModule> | null = null;
/** The forms once fetched: rendered as they are, since a lazy component suspends on its first render even then. */
let loaded: typeof JoinFormsModule | null = null;
const load = () =>
  (loading ??= import('./join-forms').then((m) => {
    loaded = m;
    return m;
  }));
type JoinForm = React.ComponentType<{ text: JoinFormsModule.JoinFormsText }>;
const pick = (m: typeof JoinFormsModule): Record<JoinRole, JoinForm> => ({
  volunteers: m.VolunteerForm,
  members: m.MemberForm,
  champions: m.ChampionForm,
});
const LAZY_FORMS: Record<JoinRole, JoinForm> = {
  volunteers: lazy(() => load().then((m) => ({ default: pick(m).volunteers }))),
  members: lazy(() => load().then((m) => ({ default: pick(m).members }))),
  champions: lazy(() => load().then((m) => ({ default: pick(m).champions }))),
};

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback: a short timeout there); answers the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}

const hrefFor = (role: JoinRole | null) => (role ? `/join-us?role=${role}` : '/join-us');

/** The picker's own words and its three forms', in the page's language. */
export type JoinPickerText = FormText<'joinPicker' | 'volunteer' | 'member' | 'champion'>;

/**
 * Three cards; choosing one shows its form below, choosing it again hides it. The cards are
 * links to ?role=…, so the server renders the chosen form and they work without scripts; once
 * the page is alive the choice happens here, and the address follows it so it can be shared.
 */
export function JoinPicker({
  initial,
  cards,
  text,
}: {
  initial: JoinRole | null;
  cards: JoinCard[];
  text: JoinPickerText;
}) {
  const [selected, setSelected] = useState<JoinRole | null>(initial);
  const card = cards.find((c) => c.role === selected);
  useEffect(() => (savesData() ? undefined : whenIdle(() => void load())), []);
  // Its words are the page's language's, also where the page around it is still marked English.
  const lang = text.locale === DEFAULT_LOCALE ? undefined : text.locale;

  const choose = (event: MouseEvent<HTMLAnchorElement>, role: JoinRole) => {
    // A new tab or window is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const next = selected === role ? null : role;
    setSelected(next);
    window.history.replaceState(null, '', localizedHref(text.locale, hrefFor(next)));
  };

  return (
    <div lang={lang}>
      <ul className={styles.cards}>
        {cards.map((c) => (
          <li key={c.role}>
            <a
              href={localizedHref(text.locale, hrefFor(selected === c.role ? null : c.role))}
              className={styles.card}
              aria-current={selected === c.role ? 'true' : undefined}
              aria-controls="join-form"
              onClick={(e) => choose(e, c.role)}
              onPointerEnter={() => void (savesData() || load())}
              onPointerDown={() => void load()}
              onFocus={() => void load()}
            >
              <span className={styles.title}>{c.title}</span>
              <span className={styles.text}>{c.text}</span>
            </a>
          </li>
        ))}
      </ul>
      <div id="join-form" className={styles.form} aria-live="polite">
        {card ? (
          <>
            <h2>{text.joinPicker.heading[card.role]}</h2>
            <Suspense fallback={<p className={styles.hint}>{text.joinPicker.loading}</p>}>
              <JoinForm key={card.role} role={card.role} text={text} />
            </Suspense>
          </>
        ) : (
          <p className={styles.hint}>{text.joinPicker.choose}</p>
        )}
      </div>
    </div>
  );
}

/** One role's form, keyed by its role: which component renders it is chosen once, so a form is never remounted and its values lost. */
function JoinForm({ role, text }: { role: JoinRole; text: JoinPickerText }) {
  const [Form] = useState(() => (loaded ? pick(loaded)[role] : LAZY_FORMS[role]));
  return <Form text={text} />;
}
