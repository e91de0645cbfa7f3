'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { usePageLocale } from '@/components/ui/page-address';
import { askWorker } from '@/lib/offline/ask';
import { takeHeld } from '@/lib/offline/early-messages';
import { KEPT_QUESTION, type KeptState, KEPT_STATE_MESSAGE } from '@/lib/offline/names';
import type { KeptPanelProps } from './kept-panel';

/** Whether the visitor changed a field of the page: a reload would lose it. */
function typedInto(): boolean {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((o) => o.selected !== o.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}

const loadPanel = () => import('./kept-panel');

/**
 * How long a page shown because the server is slow waits for the server's answer before it says so: on slow
 * 4G the answer that confirms the copy comes some hundreds of milliseconds after it paints, and a notice that
 * flashes and goes says nothing.
 */
const SLOW_NOTICE_DELAY_MS = 1500;

/**
 * Says, in the page's language, that the page shown is the copy this device kept, why (no connection, a
 * server slow to answer) and when it was saved, as the service worker tells it (lib/offline/worker.ts). When
 * the server then sends a newer page, the page reloads to show it, or, if the visitor has typed into it,
 * offers to; when the server confirms the copy, the notice goes. On every public page, loaded after its first
 * scripts (./offline-boot.tsx), so it costs next to nothing: it asks the worker once, and its words and markup (./kept-panel.tsx) are not in the page's first
 * scripts: they load when there is something to say, or, on a page the server sent, once the browser is idle,
 * so that the worker keeps them for a visit without signal.
 */
export function KeptNotice() {
  const locale = usePageLocale();
  const [shown, setShown] = useState<{ Panel: ComponentType<KeptPanelProps>; state: KeptState } | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    let idle: number | undefined;
    let slow: ReturnType<typeof setTimeout> | undefined;
    let outcome: KeptState['outcome'];
    const show = async (state: KeptState | null | undefined) => {
      // An answer without the server's outcome never overrides one with it, whichever arrives first.
      if (!state || (outcome && !state.outcome)) return;
      outcome = state.outcome;
      if (state.reason === 'slow' && !outcome && slow === undefined) {
        // Shown then unless the server's outcome came first (show returns at once for it).
        slow = setTimeout(() => void show(state).catch(() => undefined), SLOW_NOTICE_DELAY_MS);
        return;
      }
      if (outcome === 'current') {
        setShown(null);
        return;
      }
      if (outcome === 'changed' && !typedInto()) {
        location.reload();
        return;
      }
      const { KeptPanel } = await loadPanel();
      if (live) setShown({ Panel: KeptPanel, state });
    };
    type Message = { type?: unknown; state?: KeptState } | null;
    const heard = (data: Message) => {
      if (data?.type === KEPT_STATE_MESSAGE) void show(data.state).catch(() => undefined);
    };
    const onMessage = (event: MessageEvent<Message>) => heard(event.data);
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    // What the worker said before this notice loaded (./offline-boot.tsx held it).
    for (const data of takeHeld<NonNullable<Message>>(KEPT_STATE_MESSAGE)) heard(data);
    void askWorker<{ state?: KeptState | null }>({ type: KEPT_QUESTION }, {})
      .then(({ state }) => {
        if (state) return show(state);
        const keep = () =>
          void loadPanel().then(
            ({ preloadWords }) => preloadWords(locale),
            () => undefined,
          );
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(keep) : window.setTimeout(keep, 2000);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(slow);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [locale]);

  if (!shown) return null;
  return <shown.Panel locale={locale} state={shown.state} onClose={() => setShown(null)} />;
}
