'use client';

import Link from 'next/link';
import { useOpenWaitlist } from '@/components/eduafrica/waitlist';
import type { TopButton as TopButtonConfig } from '@/lib/arms';
import styles from './site-header.module.css';

/** The header's call to action: a link (Contact Us, Donate) or the learning app's waitlist. */
export function TopButton({ button }: { button: TopButtonConfig }) {
  const openWaitlist = useOpenWaitlist();
  if (button.kind === 'link') {
    return (
      <Link href={button.href} className={styles.cta}>
        {button.label}
      </Link>
    );
  }
  if (!openWaitlist) return null;
  return (
    <button type="button" className={styles.cta} onClick={openWaitlist} aria-haspopup="dialog">
      {button.label}
    </button>
  );
}
