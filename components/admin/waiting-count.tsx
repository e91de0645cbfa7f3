'use client';

import useSWR from 'swr';
import type { WaitingWork } from '@/lib/console/waiting-work';
import styles from './admin.module.css';

/** app/admin/waiting/route.ts: the same counts the page was rendered with. */
const WAITING_URL = '/admin/waiting';

/** A refusal (signed out meanwhile) or a network failure keeps the last count shown. */
async function readWaiting(url: string): Promise<WaitingWork> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as WaitingWork;
}

/**
 * The number beside a part of the console's bar: rendered with the page, then read again every half
 * minute and whenever the tab comes back into view, so a new submission shows without a reload. Every
 * badge of the bar shares one request (swr keeps one per address).
 */
export function WaitingCount({ kind, initial }: { kind: keyof WaitingWork; initial: WaitingWork }) {
  const { data } = useSWR(WAITING_URL, readWaiting, {
    fallbackData: initial,
    refreshInterval: 30_000,
    keepPreviousData: true,
  });
  const count = data[kind];
  if (!count) return null;
  return (
    <span className={styles.count} data-waiting={kind}>
      {count}
      <span className="visually-hidden"> waiting</span>
    </span>
  );
}
