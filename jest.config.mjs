import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const createJestConfig = nextJest({ dir: root });

/*
 * Unit, component, client and contract tests, in two projects. `units` needs neither a build nor a service
 * (npm run test:units); `integration` is every suite that runs the built app, reads `.next`, or needs
 * PostgreSQL, Redis or nginx (npm run test:integration, after npm run build). Both run in Node's environment;
 * a test that renders says `@jest-environment jsdom` in its docblock. Playwright's e2e/ folder is not Jest's.
 */
const shared = createJestConfig({
  rootDir: root,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // marked ships ES modules only to Node; Jest's CommonJS runtime loads its UMD build, the same code.
  // next-intl's server functions need a Next request's [locale]: tests get the same catalogs through
  // use-intl's translator (tests/support/next-intl-server.ts), in the language a test sets.
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^next-intl/server$': '<rootDir>/tests/support/next-intl-server.ts',
  },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
});

/** The suites of the `integration` project: each runs the built app, reads `.next`, or needs a service. */
const INTEGRATION = [
  // The built app on a free port (tests/contract/server.ts), on SQLite and on PostgreSQL.
  'tests/contract/{sqlite,postgres,proxy}.test.ts',
  'tests/hardening/{abuse,both-paths,crash,shared-limit,upstream}.test.ts',
  'tests/ops/{headers,logs,metrics,readiness,validator}.test.ts',
  'tests/mail/mail.test.ts',
  'tests/backup/streamed.*.test.ts',
  // The tags the build recorded for each page.
  'tests/purge/page-reads.test.ts',
  // Two instances behind nginx, on PostgreSQL and Redis (scripts/stack.ts).
  'tests/stack/*.test.ts',
  // A suite's PostgreSQL twin (tests/own-postgres.ts); its SQLite twin is a unit.
  '**/*.postgres.test.ts',
].map((glob) => path.join(root, glob));

/** Jest's own test file names. */
const TEST_FILES = ['**/__tests__/**/*.?([mc])[jt]s?(x)', '**/?(*.)+(spec|test).?([mc])[jt]s?(x)'];

/** next-intl's navigation, use-intl and its ICU formatter ship ES modules only: compiled for Jest like the project's own code. */
const ES_MODULES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

async function jestConfig() {
  const project = await shared();
  // next/jest's first pattern leaves every package but its own list alone; the list is widened here.
  project.transformIgnorePatterns = (project.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.replace('(?!(', `(?!(${ES_MODULES.join('|')}|`),
  );
  return {
    // At least two workers: Jest's default (cores less one) ran the suites one after another on the two-core
    // machines, while the upstream suite spends a minute asleep waiting for pages to go stale (202 s on a
    // CI run in one worker; 123 s in two on an idle machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { ...project, displayName: 'units', testMatch: [...TEST_FILES, ...INTEGRATION.map((glob) => `!${glob}`)] },
      { ...project, displayName: 'integration', testMatch: INTEGRATION },
    ],
  };
}

export default jestConfig;
