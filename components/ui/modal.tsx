'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './modal.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The close button's name in the page's language (modalCloseLabel() in components/ui/words.ts). */
  closeLabel: string;
}

/**
 * The generic modal, on the native <dialog>: focus moves in and is kept there, Escape, the
 * close button and a click on the overlay close it, focus returns to what opened it, the page
 * behind does not scroll, and it is never taller than 90% of the viewport.
 */
export function Modal({ open, onClose, title, children, closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.documentElement.classList.add(styles.locked!);
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) return;
    // Focus the field the content asks for (data-autofocus), else the dialog's first control.
    // Content loaded on demand arrives a moment later: focus it then, unless the visitor has moved on.
    const target = () => dialog.querySelector<HTMLElement>('[data-autofocus]');
    const first = document.activeElement;
    target()?.focus();
    const observer = new MutationObserver(() => {
      const el = target();
      if (!el) return;
      if (document.activeElement === first || document.activeElement === dialog) el.focus();
      observer.disconnect();
    });
    if (!target()) observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClosed = () => {
      document.documentElement.classList.remove(styles.locked!);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('close', onClosed);
      document.documentElement.classList.remove(styles.locked!);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault(); // Escape: let the owner decide, so its state stays the truth
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(); // a click on the overlay, outside the panel
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
