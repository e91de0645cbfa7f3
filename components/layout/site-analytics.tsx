'use client';

import { lazy, Suspense } from 'react';
import { useHydrated, useSaveData } from '@/components/ui/use-media';

// Imported directly by the layout, the analytics component's code went into every page's scripts on
// every host, though only Vercel serves its script. Loaded on demand, it is fetched only where it runs.
// (React's lazy rather than next/dynamic, whose own loader would cost more than it saves.)
const VercelAnalytics = lazy(() => import('@vercel/analytics/next').then((m) => ({ default: m.Analytics })));

/**
 * Vercel's page-view analytics, for the layout to render where Vercel serves the site: once the page runs,
 * and never for a visitor who asked to save data (lib/platform/save-data.ts), for whom nothing optional loads.
 * Not rendered on the server, where that wish is not known, so hydration never starts fetching it.
 */
export function SiteAnalytics() {
  const hydrated = useHydrated();
  const saveData = useSaveData();
  if (!hydrated || saveData) return null;
  return (
    <Suspense fallback={null}>
      <VercelAnalytics />
    </Suspense>
  );
}
