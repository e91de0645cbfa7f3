'use client';

import { type ReactNode, useMemo, useState } from 'react';
import { SiteActionsProvider } from '@/components/layout/site-actions';
import { Modal } from '@/components/ui/modal';
import { useFormText } from '@/components/forms/form-text-context';
import dynamic from 'next/dynamic';

// Loaded when their modal first opens, so pages do not carry the forms' validation until then.
const DonationForm = dynamic(() => import('./donation-form').then((m) => m.DonationForm));
const EnquiryForm = dynamic(() => import('./enquiry-form').then((m) => m.EnquiryForm));

/**
 * The children's network's two modals: the donation request (from Make a donation, Donate and
 * Donate Now, optionally with a donation type chosen) and the partnership enquiry. `titles` are
 * their titles and their close button's name in the page's language, from the layout.
 */
export function AcnActions({
  titles,
  children,
}: {
  titles: { donation: string; enquiry: string; close: string };
  children: ReactNode;
}) {
  const [donation, setDonation] = useState<{ type: string } | null>(null);
  const [enquiry, setEnquiry] = useState(false);
  const text = useFormText('donation', 'enquiry');
  const actions = useMemo(
    () => ({ donation: (type?: string) => setDonation({ type: type ?? '' }), enquiry: () => setEnquiry(true) }),
    [],
  );
  return (
    <SiteActionsProvider actions={actions}>
      {children}
      <Modal
        open={donation !== null}
        onClose={() => setDonation(null)}
        title={titles.donation}
        closeLabel={titles.close}
      >
        {donation && (
          <DonationForm key={donation.type} donationType={donation.type} onBack={() => setDonation(null)} text={text} />
        )}
      </Modal>
      <Modal open={enquiry} onClose={() => setEnquiry(false)} title={titles.enquiry} closeLabel={titles.close}>
        <EnquiryForm onDone={() => setEnquiry(false)} text={text} />
      </Modal>
    </SiteActionsProvider>
  );
}
