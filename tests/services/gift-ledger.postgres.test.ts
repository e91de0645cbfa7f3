import { onOwnPostgresDatabase } from '../own-postgres';
import { giftLedgerSuite } from './gift-ledger-suite';

// The gifts as staff read them, on PostgreSQL.
onOwnPostgresDatabase('edu_gift_ledger', 'gift ledger', (databaseUrl) => giftLedgerSuite({ databaseUrl }));
