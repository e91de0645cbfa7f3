'use client';

import { useEffect, useRef, useState } from 'react';
import { TOAST_EVENT, type ToastRequest } from '@/lib/platform/notify';

import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

/** The toasts' region and close buttons, named in the page's language (toasterWords() in ./words.ts). */
export interface ToasterWords {
  region: string;
  close: string;
}

/**
 * Toasts for the whole site (lib/platform/notify.ts sets each one's duration). The toast library is fetched
 * when the first toast is asked for; toasts asked for meanwhile are shown as soon as it is up (or dropped, should
 * it fail to download). Without `words` (the staff console, which is in English), the library's own English names.
 */
export function Toaster({ words }: { words?: ToasterWords }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const waiting = useRef<ToastRequest[]>([]);
  const loaded = useRef<Sonner | null>(null);

  useEffect(() => {
    const onToast = (event: Event) => {
      const request = (event as CustomEvent<ToastRequest>).detail;
      if (loaded.current) return show(loaded.current, request);
      waiting.current.push(request);
      // Without signal the library may not download: what was asked meanwhile is dropped, not shown late (each
      // form says the same in its own words), and the next toast tries again.
      void import('sonner').then(
        (m) => setSonner(() => m),
        () => void waiting.current.splice(0),
      );
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  // Runs after sonner's own <Toaster> (a child) has mounted and is listening.
  useEffect(() => {
    if (!sonner) return;
    loaded.current = sonner;
    for (const request of waiting.current.splice(0)) show(sonner, request);
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="top-center"
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={words?.region}
      toastOptions={{ closeButtonAriaLabel: words?.close }}
    />
  );
}

const show = (sonner: Sonner, { kind, message, duration }: ToastRequest) =>
  void sonner.toast[kind](message, { duration });
