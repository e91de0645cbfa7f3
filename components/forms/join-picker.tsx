'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { JOIN_CARDS, type JoinRole } from '@/lib/group-content';
import { ChampionForm, MemberForm, VolunteerForm } from './join-forms';
import styles from './join-picker.module.css';

const FORMS: Record<JoinRole, () => React.ReactNode> = {
  volunteers: () => <VolunteerForm />,
  members: () => <MemberForm />,
  champions: () => <ChampionForm />,
};

const isRole = (v: string | null): v is JoinRole => v === 'volunteers' || v === 'members' || v === 'champions';

/** Three selectable cards; choosing one shows its form below, choosing it again hides it. */
export function JoinPicker() {
  const initial = useSearchParams()?.get('role') ?? null;
  const [selected, setSelected] = useState<JoinRole | null>(isRole(initial) ? initial : null);
  const card = JOIN_CARDS.find((c) => c.role === selected);
  return (
    <div>
      <ul className={styles.cards}>
        {JOIN_CARDS.map((c) => (
          <li key={c.role}>
            <button
              type="button"
              className={styles.card}
              aria-pressed={selected === c.role}
              aria-controls="join-form"
              onClick={() => setSelected((s) => (s === c.role ? null : c.role))}
            >
              <span className={styles.title}>{c.title}</span>
              <span className={styles.text}>{c.text}</span>
            </button>
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
