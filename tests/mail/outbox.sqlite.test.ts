import { outboxSuite } from './outbox-suite';

// The outbox and its sender on the embedded server's default store, a SQLite file.
outboxSuite();
