import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { serveApi } from '@/lib/gateway/serve';
import { purgeChangedPages } from '@/lib/purge/job';

/*
 * The site's admin API, all of /api: the embedded server, or a guarded forward to ADMIN_API_URL
 * (lib/gateway). A staff write expires the cache tags it changed, at once, and once it has answered has
 * nginx's copies of the pages that read them purged (lib/purge/job.ts), so pages show it on their next
 * request, through nginx within a moment.
 * A route handler costs more per request than a Pages API route did (docs/known-issues.md).
 */
export const dynamic = 'force-dynamic';

// Next expires the tags just after the answer has gone, not before it (docs/known-issues.md).
function expire(tags: string[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  after(() => purgeChangedPages(tags));
  return Promise.resolve();
}
const handle = (request: Request) => serveApi(request, expire);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
