import { idempotencySuite, PAGE_HEADERS } from './idempotency-suite';

// The no-script action reads its request's headers: a post from this site's own page.
jest.mock('next/headers', () => ({ headers: () => Promise.resolve(new Headers(PAGE_HEADERS)) }));

// One record per Idempotency-Key, on the embedded server's default store, a SQLite file.
idempotencySuite();
