import { refusal } from '@/lib/console/access';
import { waitingWork } from '@/lib/console/waiting';

/** Staff only: how much waits for them, which the console's bar refreshes while it stays open. */
export async function GET() {
  const refused = await refusal('console');
  if (refused) return refused;
  return Response.json(await waitingWork(), { headers: { 'Cache-Control': 'private, no-store' } });
}
