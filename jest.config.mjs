import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, component, client and contract tests. Playwright's e2e/ folder is not Jest's. */
export default createJestConfig({
  testEnvironment: 'jsdom',
  // At least two workers: Jest's default (cores less one) ran the suites one after another on the two-core
  // machines, while the upstream suite spends a minute asleep waiting for pages to go stale (202 s on a
  // CI run in one worker; 123 s in two on an idle machine).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // marked ships ES modules only to Node; Jest's CommonJS runtime loads its UMD build, the same code.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js' },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
});
