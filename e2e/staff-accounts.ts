import { execFileSync } from 'node:child_process';

/*
 * Playwright's global setup: the staff accounts the admin console's tests sign in with, made by
 * the same command the README gives (npm run admin:create), with the password on standard input.
 * --reset makes a rerun on the same database give them these passwords again.
 */

export const STAFF = {
  admin: { email: 'e2e-admin@example.org', password: 'e2e admin password 1' },
  editor: { email: 'e2e-editor@example.org', password: 'e2e editor password 1' },
  // Locked out by the throttling test; no other test uses it.
  throttled: { email: 'e2e-throttled@example.org', password: 'e2e throttled password 1', role: 'editor' },
} as const;

export default function createStaffAccounts() {
  for (const [key, account] of Object.entries(STAFF)) {
    const role = 'role' in account ? account.role : key;
    execFileSync('node', ['-r', 'esbuild-register', 'scripts/admin-create.ts', '--email', account.email, '--role', role, '--reset'], {
      input: `${account.password}\n`,
      stdio: ['pipe', 'inherit', 'inherit'],
    });
  }
}
