import { giftsSuite } from './gifts-suite';

// Gifts given online against the Paystack stand-in, on the embedded server's default store, a SQLite file.
giftsSuite();
