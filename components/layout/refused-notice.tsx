'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { usePageLocale } from '@/components/ui/page-address';
import { askWorker } from '@/lib/offline/ask';
import { takeHeld } from '@/lib/offline/early-messages';
import { REFUSED_LIST, REFUSED_MESSAGE } from '@/lib/offline/names';
import type { RefusedSummary } from '@/lib/offline/refused';
import type { RefusedPanelProps } from './refused-panel';

/** The refusals not shown yet, as the worker lists them; none when no worker controls the page. */
async function notShownYet(): Promise<RefusedSummary[]> {
  const { refused } = await askWorker<{ refused?: unknown }>({ type: REFUSED_LIST }, { refused: [] });
  return Array.isArray(refused) ? (refused as RefusedSummary[]) : [];
}

/**
 * Tells the visitor, once, in the page's language, that a submission the device sent later was refused by the
 * server (lib/offline/refused.ts), naming the form, with a link to its page, which fills the form in again. On
 * every public page, loaded after its first scripts (./offline-boot.tsx), so it costs next to nothing: it asks the worker after the page has loaded and when the
 * worker says it kept a refusal, and loads its words and markup (./refused-panel.tsx) only when there is one.
 */
export function RefusedNotice() {
  const locale = usePageLocale();
  const [shown, setShown] = useState<{ Panel: ComponentType<RefusedPanelProps>; refused: RefusedSummary[] } | null>(
    null,
  );

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    const ask = async () => {
      const refused = await notShownYet();
      if (!live || refused.length === 0) return;
      const { RefusedPanel } = await import('./refused-panel');
      if (!live) return;
      setShown((before) => ({
        Panel: RefusedPanel,
        refused: [...(before?.refused ?? []), ...refused.filter((r) => !before?.refused.some((b) => b.id === r.id))],
      }));
    };
    const askQuietly = () => void ask().catch(() => undefined);
    const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type === REFUSED_MESSAGE) askQuietly();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    // After the load event, like the worker's registration: nothing is asked while the page loads. A refusal
    // the worker announced before this notice loaded (./offline-boot.tsx held it) is in the list asked then.
    takeHeld(REFUSED_MESSAGE);
    if (document.readyState === 'complete') askQuietly();
    else window.addEventListener('load', askQuietly, { once: true });
    return () => {
      live = false;
      navigator.serviceWorker.removeEventListener('message', onMessage);
      window.removeEventListener('load', askQuietly);
    };
  }, []);

  if (!shown) return null;
  return <shown.Panel locale={locale} refused={shown.refused} onClose={() => setShown(null)} />;
}
