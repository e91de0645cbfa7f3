/*
 * Benchmarks of the embedded admin server, in-process (no network): reads of a list and
 * durable writes of a contact message, against a fresh database in a temporary folder.
 * Run with `npm run bench`; figures depend on the machine, so compare runs side by side.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDb, getDb } from '../lib/db/db';
import { handleApiRequest } from '../lib/admin-server/router';
import { seed } from '../lib/seed/seed';

// Read when the database first opens (in main), so set before that.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));

async function main() {
  await seed(await getDb());

  const time = async (label: string, n: number, make: (i: number) => Request) => {
    for (let i = 0; i < Math.min(20, n); i++) await handleApiRequest(make(i)); // warm up
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) {
      const res = await handleApiRequest(make(i));
      if (res.status >= 300) throw new Error(`${label}: HTTP ${res.status}`);
      await res.arrayBuffer();
    }
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    console.log(
      `${label.padEnd(44)} ${n} requests  ${(ms / n).toFixed(3)} ms each  ${Math.round((n * 1000) / ms)} per second`,
    );
  };

  const url = (p: string) => `http://bench.local/api${p}`;
  await time('GET team list', 2000, () => new Request(url('/educonnect/team/getAllTeam')));
  await time('GET news list', 2000, () => new Request(url('/acn/newsAndUpdates/getUserAllNewsAndUpdates')));
  await time('GET books', 2000, () => new Request(url('/arewahub/product/fetchProducts?productForm=book')));
  await time(
    'POST contact message (durable write)',
    300,
    (i) =>
      new Request(url('/educonnect/contactUs/sendMessage'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ama',
          lastName: 'Mensah',
          email: `bench${i}@example.com`,
          phoneNumber: '+233 20 123 4567',
          message: 'Benchmark',
        }),
      }),
  );
  await time(
    'POST order (priced in a transaction)',
    300,
    (i) =>
      new Request(url('/arewahub/orders/newOrder'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customerName: 'Ama',
          customerEmail: `o${i}@example.com`,
          phoneNumber: '+233 20 123 4567',
          quantity: 2,
          items: [{ id: 'AHBK0001', quantity: 2 }],
        }),
      }),
  );
  await closeDb();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
