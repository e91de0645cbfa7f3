'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import ui from '@/components/ui/section.module.css';
import dynamic from 'next/dynamic';

// Loaded when the modal first opens.
const MembershipForm = dynamic(() => import('./membership-form').then((m) => m.MembershipForm));

/** The community join buttons: each opens the crafts membership form. */
export function JoinHubButtons({ labels }: { labels: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {labels.map((label) => (
        <button key={label} type="button" className={ui.buttonLight} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {label}
        </button>
      ))}
      <Modal open={open} onClose={() => setOpen(false)} title="Join the Creative Hub">
        <MembershipForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
