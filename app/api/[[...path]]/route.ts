import { serveApi } from '@/lib/gateway/serve';

// The site's admin API: the embedded server, or a guarded forward to ADMIN_API_URL (lib/gateway).
export const dynamic = 'force-dynamic';

const handle = (request: Request) => serveApi(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
