import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, component, client and contract tests. Playwright's e2e/ folder is not Jest's. */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  // At least two workers: Jest's default (cores less one) ran the suites one after another on the two-core
  // machines, while the upstream suite spends a minute asleep waiting for pages to go stale (202 s on a
  // CI run in one worker; 123 s in two on an idle machine).
  maxWorkers: Math.max(2, availableParallelism() - 1),
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

/** next-intl's navigation, use-intl and its ICU formatter ship ES modules only: compiled for Jest like the project's own code. */
const ES_MODULES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    // next/jest's first pattern leaves every package but its own list alone; the list is widened here.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.replace('(?!(', `(?!(${ES_MODULES.join('|')}|`),
    ),
  };
}

export default jestConfig;
