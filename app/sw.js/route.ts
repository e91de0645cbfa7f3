import { serveWorker } from '@/lib/offline/serve-worker';

/* The service worker's script (lib/offline/serve-worker.ts): read per request, since SERVICE_WORKER can switch it off. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return serveWorker(request);
}
