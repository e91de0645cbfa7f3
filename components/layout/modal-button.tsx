'use client';

import type { ReactNode } from 'react';
import { usePageLocale } from '@/components/ui/page-address';
import { localizedHref } from '@/lib/i18n/locales';

/** The form adds no box of its own: the button sits where it did. Inline, so that no page gains a stylesheet. */
const AS_CONTENTS = { display: 'contents' } as const;

/** Where each modal's form works on a page of its own, for a visitor whose scripts have not run. */
export const MODAL_PAGES = {
  donation: '/acn/how-to-help/donate/request',
  enquiry: '/acn/partner',
  waitlist: '/edu-africa/waitlist',
} as const;

/**
 * A button that opens a dialog once scripts run. Before they have (a slow phone), or without them, it
 * is the submit of a GET form that goes to `page` in the page's language, where the same form works on its own: the button is
 * never dead. The form carries no field a visitor typed, only what the page needs (`params`).
 */
export function ModalButton({
  page,
  params,
  onOpen,
  className,
  children,
}: {
  page: string;
  params?: Record<string, string | undefined>;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  const locale = usePageLocale();
  return (
    <form action={localizedHref(locale, page)} method="get" style={AS_CONTENTS}>
      {Object.entries(params ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <button
        type="submit"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {children}
      </button>
    </form>
  );
}
