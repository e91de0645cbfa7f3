import { giftLedgerSuite } from './gift-ledger-suite';

// The gifts as staff read them, on the embedded server's default store, a SQLite file.
giftLedgerSuite();
