import { revalidateTag } from 'next/cache';
import { serveApi } from '@/lib/gateway/serve';
import { purgePageCopies } from '@/lib/queries/page-copies';

/*
 * The site's admin API, all of /api: the embedded server, or a guarded forward to ADMIN_API_URL
 * (lib/gateway). A staff write expires the cache tags it changed, at once, and has nginx's copies of the
 * pages purged, so pages show it on their next request, through nginx too.
 * A route handler costs more per request than a Pages API route did (docs/known-issues.md).
 */
export const dynamic = 'force-dynamic';

async function expire(tags: string[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await purgePageCopies(tags);
}
const handle = (request: Request) => serveApi(request, expire);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
