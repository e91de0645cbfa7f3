import { execFileSync } from 'node:child_process';

/*
 * Playwright's global setup: the staff accounts the admin console's tests sign in with, made by
 * the same command the README gives (npm run admin:create), with the password on standard input.
 * --reset makes a rerun on the same database give them these passwords again.
 */

export const STAFF = {
  admin: { email: 'e2e-admin@example.org', password: 'e2e admin password 1' },
  editor: { email: 'e2e-editor@example.org', password: 'e2e editor password 1' },
  finance: { email: 'e2e-finance@example.org', password: 'e2e finance password 1' },
} as const;

/** The console's test projects (playwright.config.ts): each locks its own account out. */
const PROJECTS = ['admin', 'admin-phone'];

/** The account the throttling test locks out; no other test uses it. */
export const throttledAccount = (project: string) => ({
  email: `e2e-throttled-${project}@example.org`,
  password: 'e2e throttled password 1',
});

export default function createStaffAccounts() {
  const accounts = [...Object.entries(STAFF), ...PROJECTS.map((p) => ['editor', throttledAccount(p)] as const)];
  for (const [role, account] of accounts) {
    execFileSync(
      'node',
      ['-r', 'esbuild-register', 'scripts/admin-create.ts', '--email', account.email, '--role', role, '--reset'],
      {
        input: `${account.password}\n`,
        stdio: ['pipe', 'inherit', 'inherit'],
      },
    );
  }
}
