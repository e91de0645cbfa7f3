import fs from 'node:fs';
import path from 'node:path';
import { PEER_HEADER } from '@/lib/gateway/client-address';

/* The header the site's server writes the connection's address into is the one the rate limits read. */

it('server.ts writes the peer header that lib/gateway/client-address.ts reads', () => {
  const server = fs.readFileSync(path.join(__dirname, '..', 'server.ts'), 'utf8');
  expect(server).toContain(`const PEER_HEADER = '${PEER_HEADER}';`);
  expect(server).toMatch(/req\.headers\[PEER_HEADER\] = req\.socket\.remoteAddress/);
});
