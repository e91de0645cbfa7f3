import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Staff accounts as docs/console.md tells staff to make them (npm run admin:create), on SQLite and,
 * when TEST_DATABASE_URL names one (.ci/run starts it), on PostgreSQL: better-auth's tables are
 * created on first use, the password is hashed, sign-in takes the right one only.
 */

const root = path.resolve(__dirname, '../..');

function run(script: string, args: string[], environment: Record<string, string>, input?: string) {
  const result = spawnSync('node', ['-r', 'esbuild-register', script, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, ...environment, NODE_ENV: 'test' },
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const signIn = (environment: Record<string, string>, email: string, password: string) =>
  JSON.parse(run('tests/auth/sign-in.ts', [email, password], environment).out.trim()) as {
    signedIn: boolean;
    role?: string;
    message?: string;
  };

const databases: [string, () => Record<string, string>][] = [
  ['SQLite', () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'edu-auth-')) })],
];
if (process.env.TEST_DATABASE_URL)
  databases.push(['PostgreSQL', () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL! })]);

describe.each(databases)('staff accounts on %s', (_name, environmentOf) => {
  const environment = environmentOf();
  const email = `staff.${Date.now()}@example.org`;

  it('creates an account with a piped password, which signs in with its role; a wrong password does not', () => {
    const created = run(
      'scripts/admin-create.ts',
      ['--email', email.toUpperCase(), '--role', 'editor'],
      environment,
      'a long enough password\n',
    );
    expect(created.err).toBe('');
    expect(created.out.trim()).toBe(`Created ${email} (editor).`);
    expect(signIn(environment, email, 'a long enough password')).toMatchObject({ signedIn: true, role: 'editor' });
    expect(signIn(environment, email, 'a long enough passworD')).toMatchObject({ signedIn: false });
  }, 120_000);

  it('refuses a second account for the same address unless told to reset it, and a reset replaces the password and the role', () => {
    const again = run(
      'scripts/admin-create.ts',
      ['--email', email, '--role', 'admin'],
      environment,
      'another long password\n',
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain(`An account for ${email} already exists (add --reset to give it a new password)`);
    const reset = run(
      'scripts/admin-create.ts',
      ['--email', email, '--role', 'admin', '--reset'],
      environment,
      'another long password\n',
    );
    expect(reset.out.trim()).toBe(`Password reset for ${email} (admin).`);
    expect(signIn(environment, email, 'a long enough password')).toMatchObject({ signedIn: false });
    expect(signIn(environment, email, 'another long password')).toMatchObject({ signedIn: true, role: 'admin' });
  }, 120_000);

  it('creates a finance account, which signs in with its role', () => {
    const created = run(
      'scripts/admin-create.ts',
      ['--email', `finance.${email}`, '--role', 'finance'],
      environment,
      'a long enough password\n',
    );
    expect(created.out.trim()).toBe(`Created finance.${email} (finance).`);
    expect(signIn(environment, `finance.${email}`, 'a long enough password')).toMatchObject({
      signedIn: true,
      role: 'finance',
    });
  }, 120_000);

  it('makes and prints a password when none is piped in, and refuses bad arguments by name', () => {
    const made = run('scripts/admin-create.ts', ['--email', `made.${email}`, '--role', 'admin'], environment, '');
    const password = /^Password \(shown only now\): (\S+)$/m.exec(made.out)?.[1];
    expect(password).toMatch(/^[\w-]{4}(-[\w-]{4}){5}$/);
    expect(signIn(environment, `made.${email}`, password!)).toMatchObject({ signedIn: true, role: 'admin' });
    expect(
      run('scripts/admin-create.ts', ['--email', 'not-an-address', '--role', 'admin'], environment, 'x'.repeat(20)).err,
    ).toContain('--email must be an e-mail address');
    expect(
      run('scripts/admin-create.ts', ['--email', email, '--role', 'owner'], environment, 'x'.repeat(20)).err,
    ).toContain('--role must be one of admin, editor, finance');
    expect(
      run('scripts/admin-create.ts', ['--email', `short.${email}`, '--role', 'admin'], environment, 'too short\n').err,
    ).toContain('The password must be at least 12 characters');
  }, 120_000);
});
