import { onOwnPostgresDatabase } from '../own-postgres';
import { giftsSuite } from './gifts-suite';

// Gifts given online against the Paystack stand-in, on PostgreSQL.
onOwnPostgresDatabase('edu_gifts', 'gifts', (databaseUrl) => giftsSuite({ databaseUrl }));
