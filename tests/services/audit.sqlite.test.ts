import { auditSuite } from './audit-suite';

// One audit line per staff write, on the embedded server's default store, a SQLite file.
auditSuite();
