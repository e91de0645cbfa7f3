import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ADMIN_TOKEN, waitUntil } from '../../scripts/stack';

/* What the stack and mail tests do as a visitor, a script holding the admin token, or a staff member would. */

const root = path.resolve(__dirname, '../..');

export const PASSWORD = 'stack-admin-password-0123';

/**
 * A staff account, made the way staff make one (npm run admin:create), in the database `env` names
 * (DATA_DIR, DATABASE_URL): a stack's, or one app's.
 */
export function createAdmin(env: NodeJS.ProcessEnv, email: string) {
  const made = spawnSync(
    process.execPath,
    ['-r', 'esbuild-register', 'scripts/admin-create.ts', '--email', email, '--role', 'admin'],
    {
      cwd: root,
      env,
      input: PASSWORD,
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
}

/** A write of the bearer-token API, as the organisation's scripts send it. */
export async function bearer(origin: string, method: string, route: string, body: unknown) {
  const reply = await fetch(`${origin}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: reply.status, json: (await reply.json()) as { success: boolean; data: unknown } };
}

/** A public form's JSON post, as the browser's form sends it (same-origin). */
export function submit(origin: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api${route}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

export async function page(url: string, cookie = ''): Promise<{ status: number; html: string; headers: Headers }> {
  const reply = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: reply.status, html: await reply.text(), headers: reply.headers };
}

/**
 * The hidden fields of the page's form that has a field named `field` (the first such form, or with `last`
 * the last: a list page's form to add one, below the forms of those it has): those React writes for a
 * server action (its id, its encrypted bound state) and the form's own (a record's kind or id).
 */
export function hiddenFields(html: string, field: string, last = false): [string, string][] {
  const forms = html.split('<form').filter((chunk) => chunk.split('</form>')[0]!.includes(`name="${field}"`));
  const form = (last ? forms.at(-1) : forms[0]) ?? '';
  return [...form.split('</form>')[0]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
    return name
      ? [
          [
            name,
            value
              .replace(/&quot;/g, '"')
              .replace(/&#x27;/g, "'")
              .replace(/&amp;/g, '&'),
          ] as [string, string],
        ]
      : [];
  });
}

/**
 * Signs in with the sign-in form as a browser without scripts posts it: the form is read from `formFrom`
 * (its action's id and encrypted state) and posted to `postTo`. Answers the session cookie, or the
 * page's message when refused.
 */
export async function signInWithForm(
  formFrom: string,
  postTo: string,
  email: string,
  password: string,
): Promise<{ cookie: string | null; message: string }> {
  const form = await page(`${formFrom}/admin/sign-in`);
  const body = new FormData();
  for (const [name, value] of hiddenFields(form.html, 'password')) body.append(name, value);
  body.append('email', email);
  body.append('password', password);
  const reply = await fetch(`${postTo}/admin/sign-in`, {
    method: 'POST',
    body,
    headers: { Origin: postTo },
    redirect: 'manual',
  });
  const cookie = reply.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => /session_token=./.test(c))
    .join('; ');
  const html = await reply.text();
  const message =
    /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ??
    (reply.status === 303 ? '' : `(no message: ${reply.status} ${html.slice(0, 300)})`);
  return { cookie: cookie || null, message };
}

/** How many staff writes' purges of nginx's copies the instances have ended, purged or given up (/metrics). */
export async function purgeJobsEnded(instances: readonly string[]): Promise<number> {
  let ended = 0;
  for (const origin of instances) {
    const metrics = await (await fetch(`${origin}/metrics`)).text();
    for (const [, n] of metrics.matchAll(/^edu_nginx_purge_jobs_total\{[^}]*\} (\d+)/gm)) ended += Number(n);
  }
  return ended;
}

/** Waits until the instances have ended one more purge job than `before` (purgeJobsEnded). */
export const afterPurgeJob = (instances: readonly string[], before: number) =>
  waitUntil('the purge job to end', async () => (await purgeJobsEnded(instances)) > before, undefined, 60_000);

/** How many requests the instance at `origin` has answered since it started, by route (/metrics). */
export async function requestsAnswered(origin: string): Promise<Map<string, number>> {
  const metrics = await (await fetch(`${origin}/metrics`)).text();
  const byRoute = new Map<string, number>();
  for (const [, route, n] of metrics.matchAll(/^edu_http_requests_total\{[^}]*route="([^"]*)"[^}]*\} (\d+)/gm))
    byRoute.set(route!, (byRoute.get(route!) ?? 0) + Number(n));
  return byRoute;
}

/** The sum of requestsAnswered's counts. */
export const total = (byRoute: Map<string, number>) => [...byRoute.values()].reduce((a, b) => a + b, 0);
