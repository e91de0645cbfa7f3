import { handleApiRequest } from '@/lib/store/router';

// The embedded admin server. With ADMIN_API_URL set, proxy.ts forwards /api/* before it gets here.
export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleApiRequest(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
