'use client';

import { useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import ui from '@/components/ui/section.module.css';
import type { ApiResult } from '@/lib/api/client';
import type { TeamMember } from '@/lib/api/schemas';
import { MemberCard } from './member-card';
import styles from './team-grid.module.css';

/** Three members a slide (one at 768 px or narrower), every 5 seconds; View All shows the whole team. */
export function TeamSlider({ result }: { result: ApiResult<TeamMember[]> }) {
  const [all, setAll] = useState(false);
  if (!result.ok)
    return (
      <p className={ui.state} role="status">
        Error Fetching Team Members. Try again Later!
      </p>
    );
  if (result.data.length === 0) return <p className={ui.state}>No team members available.</p>;
  return (
    <div>
      {all ? (
        <ul className={styles.grid} aria-label="The whole team">
          {result.data.map((m, i) => (
            <li key={m._id ?? i}>
              <MemberCard member={m} />
            </li>
          ))}
        </ul>
      ) : (
        <Carousel
          label="Team members"
          items={result.data}
          itemKey={(m, i) => m._id ?? String(i)}
          perPage={3}
          narrow={{ maxWidth: 768, perPage: 1 }}
          intervalMs={5000}
          render={(m) => <MemberCard member={m} />}
        />
      )}
      <p style={{ textAlign: 'center', marginTop: 'var(--space-6)' }}>
        <button type="button" className={ui.button} onClick={() => setAll((v) => !v)} aria-pressed={all}>
          {all ? 'Show fewer' : 'View All'}
        </button>
      </p>
    </div>
  );
}
