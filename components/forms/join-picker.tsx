'use client';

import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { JOIN_CARDS, type JoinRole } from '@/lib/content/group';
import type * as JoinFormsModule from './join-forms';
import styles from './join-picker.module.css';

// The forms and their validation (react-hook-form) are fetched only once a form is wanted: most
// visitors of /join-us read the three cards first. Pointing at a card or focusing it fetches them
// ahead of the click; a page opened on ?role=… has its form in the server's HTML meanwhile.
let loading: Promise<typeof JoinFormsModule> | null = null;
const load = () => (loading ??= import('./join-forms'));
const FORMS: Record<JoinRole, React.ComponentType> = {
  volunteers: lazy(() => load().then((m) => ({ default: m.VolunteerForm }))),
  members: lazy(() => load().then((m) => ({ default: m.MemberForm }))),
  champions: lazy(() => load().then((m) => ({ default: m.ChampionForm }))),
};

const hrefFor = (role: JoinRole | null) => (role ? `/join-us?role=${role}` : '/join-us');

/**
 * Three cards; choosing one shows its form below, choosing it again hides it. The cards are
 * links to ?role=…, so the server renders the chosen form and they work without scripts; once
 * the page is alive the choice happens here, and the address follows it so it can be shared.
 */
export function JoinPicker({ initial }: { initial: JoinRole | null }) {
  const [selected, setSelected] = useState<JoinRole | null>(initial);
  const card = JOIN_CARDS.find((c) => c.role === selected);

  const choose = (event: MouseEvent<HTMLAnchorElement>, role: JoinRole) => {
    // A new tab or window is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const next = selected === role ? null : role;
    setSelected(next);
    window.history.replaceState(null, '', hrefFor(next));
  };

  return (
    <div>
      <ul className={styles.cards}>
        {JOIN_CARDS.map((c) => (
          <li key={c.role}>
            <a
              href={hrefFor(selected === c.role ? null : c.role)}
              className={styles.card}
              aria-current={selected === c.role ? 'true' : undefined}
              aria-controls="join-form"
              onClick={(e) => choose(e, c.role)}
              onPointerEnter={() => void load()}
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
            <h2>Join as one of our {card.title.toLowerCase()}</h2>
            <Suspense fallback={<p className={styles.hint}>Loading the form…</p>}>
              <JoinForm role={card.role} />
            </Suspense>
          </>
        ) : (
          <p className={styles.hint}>Choose one of the three ways above to see its form.</p>
        )}
      </div>
    </div>
  );
}

function JoinForm({ role }: { role: JoinRole }) {
  const Form = FORMS[role];
  return <Form />;
}
