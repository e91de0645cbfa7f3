import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { type AppProcess, startServer } from '../contract/server';
import { dropDatabase, run as onServer } from '../own-postgres';

/*
 * A backup that restores, over the built server: 500 submissions stream in through the public API (contact
 * messages, subscriptions, donation requests, orders with their lines, crafts memberships with a picture
 * each), `npm run backup` is started when 150 have been acknowledged and runs while the rest arrive; the
 * archive, restored with `npm run restore` into a fresh data folder (SQLite) or an empty database
 * (PostgreSQL), holds every submission acknowledged before the backup began exactly once, no submission
 * twice, every order with its lines and every crafts membership with its picture byte for byte; the staff
 * account signs in, the signing key is the same, and the site serves a news item published before the
 * backup, and its picture, from the restored data. A truncated archive and one with a byte changed are
 * refused first and leave the target as it was; a second restore into the filled target is refused.
 */

const root = path.resolve(__dirname, '../..');
const TOTAL = 500;
const BACKUP_AT = 150;
const SENDERS = 4;
/** Between two submissions of a sender while the backup runs, so that the site takes writes all through it. */
const PACE_MS = 25;
const PASSWORD = 'a long enough password for the backup suite';

interface Kind {
  route: string;
  body: (mark: string, artwork: Uint8Array<ArrayBuffer>) => Record<string, unknown> | FormData;
  table: string;
  column: string;
}

const person = (mark: string) => ({ firstName: 'Ama', lastName: 'Mensah', email: mark, phoneNumber: '+233 20 1234' });
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A picture's bytes that only this submission sends: a PNG's signature, then its mark. */
const artworkOf = (mark: string) => new Uint8Array([...PNG, ...Buffer.from(mark)]);

function kinds(productId: string): Kind[] {
  return [
    {
      route: '/educonnect/contactUs/sendMessage',
      body: (m) => ({ ...person(m), message: 'Hello' }),
      table: 'contact_messages',
      column: 'email',
    },
    {
      route: '/suscribe/addSuscriber',
      body: (m) => ({ email: m, website: 'acn' }),
      table: 'subscribers',
      column: 'email',
    },
    {
      route: '/acn/donation/newDonation',
      body: (m) => ({ ...person(m), country: 'Ghana', donationType: 'Books' }),
      table: 'donations',
      column: 'email',
    },
    {
      route: '/arewahub/orders/newOrder',
      body: (m) => ({
        customerName: 'Ama Mensah',
        customerEmail: m,
        phoneNumber: '+233 20 123 4567',
        quantity: 2,
        items: [{ id: productId, quantity: 2 }],
      }),
      table: 'orders',
      column: 'customer_email',
    },
    {
      route: '/arewahub/becomeAMember/newMember',
      body: (m, artwork) => {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          firstName: 'Hauwa',
          lastName: 'Sani',
          mobileNumber: '+234 803 000 0000',
          email: m,
          location: 'Kano',
          craftType: 'Beads',
          experienceLevel: 'Expert',
        }))
          form.append(k, v);
        form.append('artWorkGallery[]', new Blob([artwork], { type: 'image/png' }), 'art.png');
        return form;
      },
      table: 'craft_members',
      column: 'email',
    },
  ];
}

/** A process of the project's, with the store's environment: its exit code and what it wrote. */
function run(
  command: string,
  args: string[],
  environment: Record<string, string>,
  input?: string,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...environment } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += String(d)));
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input ?? '');
  });
}

/** What a command said on its standard error, less what npm itself may say of its own configuration. */
const ownErrors = (err: string) => err.split('\n').filter((line) => line && !/^npm (warn|notice)/i.test(line));

/** A command of docs/backups.md, run as it says. */
const npm = (args: string[], environment: Record<string, string>) =>
  run('npm', ['run', '--silent', ...args], environment);

/** A script of the project, run as npm runs it; its output, or a failure with what it said. */
async function script(file: string, args: string[], environment: Record<string, string>, input?: string) {
  const result = await run(process.execPath, ['-r', 'esbuild-register', file, ...args], environment, input);
  if (result.code !== 0) throw new Error(`${file} failed (${result.code}): ${result.err}`);
  return result.out;
}

/** The restored store as the suite reads it: rows by SQL, and an upload's bytes by its path. */
interface Restored {
  rows<T>(sql: string): Promise<T[]>;
  upload(relative: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

function openRestored(dataDir: string, databaseUrl: string | undefined): Restored {
  if (databaseUrl) {
    const client = new Client({ connectionString: databaseUrl });
    const connected = client.connect();
    return {
      rows: async <T>(sql: string) => (await connected, (await client.query(sql)).rows as T[]),
      upload: async (relative) => {
        await connected;
        const { rows } = await client.query<{ bytes: Buffer }>('select bytes from stored_files where path = $1', [
          relative,
        ]);
        return rows[0]?.bytes ?? null;
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'edu-connect.sqlite'), { readonly: true });
  return {
    rows: <T>(sql: string) => Promise.resolve(db.prepare(sql).all() as T[]),
    upload: (relative) =>
      Promise.resolve(
        fs.existsSync(path.join(dataDir, relative)) ? fs.readFileSync(path.join(dataDir, relative)) : null,
      ),
    close: () => Promise.resolve(void db.close()),
  };
}

/** How many tables, indexes and sequences a database holds. */
async function objectsIn(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** The same archive with one byte of the store's file changed: its size kept, its checksum no longer matching. */
function withOneByteChanged(archive: string, into: string) {
  const bytes = fs.readFileSync(archive);
  // The first entry is the manifest: its size is the header's octal field at 124; the store's file follows it.
  const manifestSize = parseInt(bytes.subarray(124, 136).toString('ascii').replace(/\0.*$/, '').trim(), 8);
  const storeData = 512 + Math.ceil(manifestSize / 512) * 512 + 512;
  bytes[storeData + 2000] = bytes[storeData + 2000]! ^ 0xff;
  fs.writeFileSync(into, bytes);
}

export function streamedBackupSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-backup-'));
  const sourceDir = path.join(work, 'source');
  const backups = path.join(work, 'backups');
  const restoredDir = path.join(work, 'restored');
  const server = process.env.TEST_DATABASE_URL;
  const restoredDatabase = databaseUrl
    ? Object.assign(new URL(server!), { pathname: `/edu_backup_restored_${process.pid}` }).toString()
    : undefined;
  const sourceEnv = { DATA_DIR: sourceDir, DATABASE_URL: databaseUrl ?? '', AUTH_SECRET: '' };
  const restoredEnv = { DATA_DIR: restoredDir, DATABASE_URL: restoredDatabase ?? '', AUTH_SECRET: '' };
  const email = `backup.staff.${process.pid}@example.org`;
  let app: AppProcess | undefined;
  let restoredApp: AppProcess | undefined;

  beforeAll(async () => {
    if (restoredDatabase) {
      await dropDatabase(server!, new URL(restoredDatabase).pathname.slice(1));
      await onServer(server!, `create database ${new URL(restoredDatabase).pathname.slice(1)}`);
    }
  });

  afterAll(async () => {
    await app?.stop();
    await restoredApp?.stop();
    if (restoredDatabase) await dropDatabase(server!, new URL(restoredDatabase).pathname.slice(1));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores a backup taken while 500 submissions stream in: each acknowledged before it once, uploads byte for byte, staff sign in, the site serves it', async () => {
    app = await startServer({ dataDir: sourceDir, databaseUrl, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    const [, published] = await Promise.all([
      script('scripts/admin-create.ts', ['--email', email, '--role', 'admin'], sourceEnv, `${PASSWORD}\n`),
      script('tests/backup/publish-post.ts', ['Kept by the nightly backup'], sourceEnv),
    ]);
    const post = JSON.parse(published) as { id: string; title: string; picture: string; sha256: string };
    const productId = (
      (await (await fetch(`${app.api}/arewahub/product/fetchProducts`)).json()) as { data: { productId: string }[] }
    ).data[0]!.productId;
    const all = kinds(productId);
    const running = app;

    // The stream: four senders; once the backup has started, each waits a little between submissions.
    const sent: { kind: Kind; mark: string; artwork: Uint8Array<ArrayBuffer> }[] = [];
    const acknowledged: string[] = [];
    let before: Set<string> | undefined;
    let backup: Promise<{ code: number; out: string; err: string }> | undefined;
    let backupRunning = false;
    let duringBackup = 0;
    let next = 0;
    const stamp = `${process.pid}-${Date.now().toString(36)}`;
    const sender = async () => {
      while (next < TOTAL) {
        const i = next++;
        const kind = all[i % all.length]!;
        const mark = `backup-${stamp}-${i}@example.org`;
        const artwork = artworkOf(mark);
        const body = kind.body(mark, artwork);
        sent.push({ kind, mark, artwork });
        const res = await fetch(running.api + kind.route, {
          method: 'POST',
          headers: body instanceof FormData ? {} : { 'content-type': 'application/json' },
          body: body instanceof FormData ? body : JSON.stringify(body),
        });
        const reply = (await res.json()) as { success?: boolean };
        if (res.status === 201 && reply.success === true) {
          acknowledged.push(mark);
          if (backupRunning) duringBackup++;
        }
        if (!backup && acknowledged.length >= BACKUP_AT) {
          // What was acknowledged before the backup process is even started: the archive must hold all of it.
          before = new Set(acknowledged);
          backupRunning = true;
          backup = npm(['backup', '--', '--to', backups, '--keep', '3'], sourceEnv).finally(
            () => (backupRunning = false),
          );
        }
        if (backupRunning) await new Promise((r) => setTimeout(r, PACE_MS));
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    const backedUp = await backup!;
    expect(ownErrors(backedUp.err)).toEqual([]);
    expect(backedUp.code).toBe(0);
    expect(sent).toHaveLength(TOTAL);
    expect(acknowledged).toHaveLength(TOTAL);
    expect(before!.size).toBeGreaterThanOrEqual(BACKUP_AT);
    // The site kept taking writes while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);
    const archives = fs.readdirSync(backups).filter((n) => n.endsWith('.tar'));
    expect(archives).toHaveLength(1);
    const archive = path.join(backups, archives[0]!);

    // Refused first, into the very target the good archive then goes into: nothing may be left behind.
    const truncated = path.join(work, 'truncated.tar');
    fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size * 0.6)));
    const changed = path.join(work, 'changed.tar');
    withOneByteChanged(archive, changed);
    for (const [bad, why] of [
      [truncated, /damaged: it ends in the middle of a file \(truncated\)/],
      [changed, /damaged: (edu-connect\.sqlite|database\.pgdump) does not match its SHA-256 checksum/],
    ] as const) {
      const refused = await run(process.execPath, ['-r', 'esbuild-register', 'scripts/restore.ts', bad], restoredEnv);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(why);
      expect(refused.err).toMatch(/^Refused, and nothing was changed/);
      expect(fs.existsSync(restoredDir)).toBe(false);
      if (restoredDatabase) expect(await objectsIn(restoredDatabase)).toBe(0);
    }

    const restoredRun = await npm(['restore', '--', archive], restoredEnv);
    expect(ownErrors(restoredRun.err)).toEqual([]);
    expect(restoredRun.code).toBe(0);
    expect(restoredRun.out).toMatch(/^Restored the backup of /);
    // Never over what is there.
    const again = await run(process.execPath, ['-r', 'esbuild-register', 'scripts/restore.ts', archive], restoredEnv);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(restoredDatabase ? /is not empty .* empty database/ : /DATA_DIR .* is not empty/);

    const restored = openRestored(restoredDir, restoredDatabase);
    try {
      // Every mark of this run the restored store holds, with how many times, table by table.
      const copies = new Map<string, number>();
      for (const kind of new Set(all.map((k) => `${k.table}.${k.column}`))) {
        const [table, column] = kind.split('.');
        for (const row of await restored.rows<{ mark: string }>(
          `select ${column} as mark from ${table} where ${column} like 'backup-${stamp}-%'`,
        ))
          copies.set(row.mark, (copies.get(row.mark) ?? 0) + 1);
      }
      const lost = [...before!].filter((mark) => copies.get(mark) !== 1);
      expect(lost).toEqual([]);
      expect([...copies].filter(([, n]) => n > 1)).toEqual([]);
      const sentMarks = new Set(sent.map((s) => s.mark));
      expect([...copies.keys()].filter((mark) => !sentMarks.has(mark))).toEqual([]);

      // Each order whole, with its lines: the snapshot is of one instant, not of tables copied one by one.
      const orphans = await restored.rows(
        `select o.id from orders o where o.customer_email like 'backup-${stamp}-%'
          and (select count(*) from order_items i where i.order_id = o.id) <> 1`,
      );
      expect(orphans).toEqual([]);

      // Every crafts membership in the archive has its picture, byte for byte as it was sent.
      const members = await restored.rows<{ email: string; artwork_paths: string }>(
        `select email, artwork_paths from craft_members where email like 'backup-${stamp}-%'`,
      );
      const artworkOfMark = new Map(sent.map((s) => [s.mark, s.artwork]));
      const membersBefore = sent.filter((s) => before!.has(s.mark) && s.kind.table === 'craft_members');
      expect(members.length).toBeGreaterThanOrEqual(membersBefore.length);
      for (const member of members) {
        const [stored] = JSON.parse(member.artwork_paths) as string[];
        const bytes = await restored.upload(stored!);
        expect(bytes && Buffer.compare(bytes, Buffer.from(artworkOfMark.get(member.email)!))).toBe(0);
      }
    } finally {
      await restored.close();
    }

    // The signing key came back with the data; the staff account signs in on the restored store.
    expect(fs.readFileSync(path.join(restoredDir, 'auth-secret'))).toEqual(
      fs.readFileSync(path.join(sourceDir, 'auth-secret')),
    );
    const signedIn = JSON.parse((await script('tests/auth/sign-in.ts', [email, PASSWORD], restoredEnv)).trim()) as {
      signedIn: boolean;
      role?: string;
    };
    expect(signedIn).toMatchObject({ signedIn: true, role: 'admin' });

    // The site, started on the restored data alone, serves the news item published before the backup, and its picture.
    await app.stop();
    app = undefined;
    restoredApp = await startServer({ dataDir: restoredDir, databaseUrl: restoredDatabase, seed: false });
    const page = await fetch(`${restoredApp.origin}/acn/about/acn-news/${post.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(post.title);
    const picture = await fetch(`${restoredApp.origin}${post.picture}`);
    expect(picture.status).toBe(200);
    expect(
      createHash('sha256')
        .update(Buffer.from(await picture.arrayBuffer()))
        .digest('hex'),
    ).toBe(post.sha256);
    console.info(
      `backup suite (${databaseUrl ? 'PostgreSQL' : 'SQLite'}): ${TOTAL} sent, ${before!.size} acknowledged before the backup, ${duringBackup} while it ran; all ${before!.size} restored once`,
    );
  }, 240_000);
}
