import { onOwnPostgresDatabase } from '../own-postgres';
import { auditSuite } from './audit-suite';

// One audit line per staff write, on PostgreSQL.
onOwnPostgresDatabase('edu_audit', 'audit', (databaseUrl) => auditSuite({ databaseUrl }));
