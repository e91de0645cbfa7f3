import { onOwnPostgresDatabase } from '../own-postgres';
import { idempotencySuite, PAGE_HEADERS } from './idempotency-suite';

// The no-script action reads its request's headers: a post from this site's own page.
jest.mock('next/headers', () => ({ headers: () => Promise.resolve(new Headers(PAGE_HEADERS)) }));

// One record per Idempotency-Key, on PostgreSQL, where copies sent at the same moment meet in separate transactions.
onOwnPostgresDatabase('edu_idempotency', 'idempotency', (databaseUrl) => idempotencySuite({ databaseUrl }));
