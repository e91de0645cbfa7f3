'use client';

import ui from '@/components/ui/section.module.css';
import { useOpenWaitlist } from './waitlist';

export function WaitlistButton({ label }: { label: string }) {
  const open = useOpenWaitlist();
  if (!open) return null;
  return (
    <button type="button" className={ui.buttonLight} onClick={open} aria-haspopup="dialog">
      {label}
    </button>
  );
}
