'use client';

import { Link } from '@/components/ui/link';
import type { TopButton as TopButtonConfig } from '@/lib/content/arms';
import { MODAL_PAGES, ModalButton } from './modal-button';
import { useSiteAction } from './site-actions';
import styles from './site-header.module.css';

/**
 * The header's call to action: a link (Contact Us), or an action such as the waitlist or the donation
 * modal.
 */
export function TopButton({ button }: { button: TopButtonConfig }) {
  const action = useSiteAction(button.kind === 'action' ? button.action : undefined);
  if (button.kind === 'link') {
    return (
      <Link href={button.href} className={styles.cta}>
        {button.label}
      </Link>
    );
  }
  if (!action)
    return button.href ? (
      <Link href={button.href} className={styles.cta}>
        {button.label}
      </Link>
    ) : null;
  return (
    <ModalButton page={MODAL_PAGES[button.action]} className={styles.cta} onOpen={() => action()}>
      {button.label}
    </ModalButton>
  );
}
