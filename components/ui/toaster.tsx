'use client';

import { Toaster as Sonner } from 'sonner';

/** Toasts for the whole site; each call sets its own duration (lib/notify.ts), 5 s otherwise. */
export function Toaster() {
  return <Sonner position="top-center" duration={5000} richColors closeButton />;
}
