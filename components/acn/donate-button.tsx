'use client';

import { Link } from '@/components/ui/link';
import { MODAL_PAGES, ModalButton } from '@/components/layout/modal-button';
import { useSiteAction } from '@/components/layout/site-actions';

/** Opens the donation modal (with a donation type chosen, for the impact cards); a link where there is no modal. */
export function DonateButton({
  label,
  donationType,
  className,
}: {
  label: string;
  donationType?: string;
  className?: string;
}) {
  const open = useSiteAction('donation');
  if (!open) {
    return (
      <Link href="/acn/how-to-help/donate" className={className}>
        {label}
      </Link>
    );
  }
  return (
    <ModalButton
      page={MODAL_PAGES.donation}
      params={{ type: donationType }}
      className={className}
      onOpen={() => open(donationType)}
    >
      {label}
    </ModalButton>
  );
}
