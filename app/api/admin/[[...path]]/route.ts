import { revalidateTag } from 'next/cache';
import { serveApi } from '@/lib/gateway/serve';

// The admin API's staff endpoints (pages/api/[[...path]].ts serves the rest of /api, and says why there):
// here because a staff write expires the cache tags it changed, at once, so pages show it on their next request.
export const dynamic = 'force-dynamic';

const expire = (tag: string) => revalidateTag(tag, { expire: 0 });
const handle = (request: Request) => serveApi(request, expire);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
