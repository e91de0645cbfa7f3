import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import tseslint from 'typescript-eslint';

/*
 * Next's Core Web Vitals rules (React, hooks 7 with the compiler's rules, accessibility, imports),
 * typescript-eslint with type information, and Prettier last so that no rule argues with the formatter.
 * `npm run lint` allows no warning: a rule worth having is worth obeying, and a silenced one says why.
 */
export default defineConfig([
  globalIgnores([
    '.next/**',
    // What scripts/build-server.ts compiles from server.ts and lib/platform/.
    'dist/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'data/**',
    '.test-data/**',
    'next-env.d.ts',
  ]),
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
      // Event handlers and effects start promises whose failures are handled inside them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Jest's matchers are typed `any` by design (expect.any, expect.objectContaining), and the contract
    // suite reads reply bodies as plain JSON once it has checked them against the contract's schemas.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'jest.setup.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Share pictures are drawn by next/og (Satori), which takes plain <img>: next/image does not exist there.
    files: ['lib/seo/share-image.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  prettier,
]);
