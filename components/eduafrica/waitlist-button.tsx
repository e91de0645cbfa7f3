'use client';

import { useSiteAction } from '@/components/layout/site-actions';
import ui from '@/components/ui/section.module.css';

export function WaitlistButton({ label }: { label: string }) {
  const open = useSiteAction('waitlist');
  if (!open) return null;
  return (
    <button type="button" className={ui.buttonLight} onClick={() => open()} aria-haspopup="dialog">
      {label}
    </button>
  );
}
