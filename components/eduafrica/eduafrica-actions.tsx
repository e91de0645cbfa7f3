'use client';

import { type ReactNode, useCallback, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { SiteActionsProvider } from '@/components/layout/site-actions';
import { Modal } from '@/components/ui/modal';
import { useFormText } from '@/components/forms/form-text-context';

// Loaded when the modal first opens, so pages do not carry the form's validation until then.
const WaitlistForm = dynamic(() => import('./waitlist-form').then((m) => m.WaitlistForm));

/**
 * Holds the waitlist modal for the learning app's pages; any 'Download App' button opens it. `title` and
 * `closeLabel` are the modal's, in the page's language.
 */
export function EduAfricaActions({
  title,
  closeLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const text = useFormText('waitlist');
  const actions = useMemo(() => ({ waitlist: () => setOpen(true) }), []);
  return (
    <SiteActionsProvider actions={actions}>
      {children}
      <Modal open={open} onClose={close} title={title} closeLabel={closeLabel}>
        <WaitlistForm onDone={close} text={text} />
      </Modal>
    </SiteActionsProvider>
  );
}
