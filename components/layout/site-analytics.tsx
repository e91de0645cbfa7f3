'use client';

import { lazy, Suspense } from 'react';

// Imported directly by the layout, the analytics component's code went into every page's scripts on
// every host, though only Vercel serves its script. Loaded on demand, it is fetched only where it runs.
// (React's lazy rather than next/dynamic, whose own loader would cost more than it saves.)
const VercelAnalytics = lazy(() => import('@vercel/analytics/next').then((m) => ({ default: m.Analytics })));

/** Vercel's page-view analytics, for the layout to render where Vercel serves the site. */
export function SiteAnalytics() {
  return (
    <Suspense fallback={null}>
      <VercelAnalytics />
    </Suspense>
  );
}
