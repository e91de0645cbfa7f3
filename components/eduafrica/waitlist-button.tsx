'use client';

import { MODAL_PAGES, ModalButton } from '@/components/layout/modal-button';
import { useSiteAction } from '@/components/layout/site-actions';
import ui from '@/components/ui/section.module.css';

export function WaitlistButton({ label }: { label: string }) {
  const open = useSiteAction('waitlist');
  if (!open) return null;
  return (
    <ModalButton page={MODAL_PAGES.waitlist} className={ui.buttonLight} onOpen={() => open()}>
      {label}
    </ModalButton>
  );
}
