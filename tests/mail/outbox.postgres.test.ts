import { onOwnPostgresDatabase } from '../own-postgres';
import { outboxSuite } from './outbox-suite';

// The outbox and its sender on PostgreSQL, where several instances claim with FOR UPDATE SKIP LOCKED.
onOwnPostgresDatabase('edu_outbox', 'the outbox', (databaseUrl) => outboxSuite({ databaseUrl }));
