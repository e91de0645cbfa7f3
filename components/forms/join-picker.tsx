'use client';

import { type MouseEvent, useState } from 'react';
import { JOIN_CARDS, type JoinRole } from '@/lib/content/group';
import { ChampionForm, MemberForm, VolunteerForm } from './join-forms';
import styles from './join-picker.module.css';

const FORMS: Record<JoinRole, () => React.ReactNode> = {
  volunteers: () => <VolunteerForm />,
  members: () => <MemberForm />,
  champions: () => <ChampionForm />,
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
            {FORMS[card.role]()}
          </>
        ) : (
          <p className={styles.hint}>Choose one of the three ways above to see its form.</p>
        )}
      </div>
    </div>
  );
}
