'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useFormText } from '@/components/forms/form-text-context';
import ui from '@/components/ui/section.module.css';
import dynamic from 'next/dynamic';
import { ModalButton } from '@/components/layout/modal-button';
import { JOIN_HREF } from '@/lib/content/arewa-hub';

// Loaded when the modal first opens.
const MembershipForm = dynamic(() => import('./membership-form').then((m) => m.MembershipForm));

/**
 * The community join buttons: each opens the crafts membership form; before scripts run, each leads to its page.
 * `labels`, the modal's `title` and its `closeLabel` are in the page's language.
 */
export function JoinHubButtons({ labels, title, closeLabel }: { labels: string[]; title: string; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const text = useFormText('membership');
  return (
    <>
      {labels.map((label) => (
        <ModalButton key={label} page={JOIN_HREF} className={ui.buttonLight} onOpen={() => setOpen(true)}>
          {label}
        </ModalButton>
      ))}
      <Modal open={open} onClose={() => setOpen(false)} title={title} closeLabel={closeLabel}>
        <MembershipForm onDone={() => setOpen(false)} text={text} />
      </Modal>
    </>
  );
}
