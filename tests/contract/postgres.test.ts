import { contractSuite } from './suite';

/*
 * The same contract with the embedded server on PostgreSQL. It needs a database to write to:
 * set TEST_DATABASE_URL=postgres://… (.ci/run starts one); without it this file is skipped.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

if (databaseUrl) contractSuite({ databaseUrl });
else
  describe.skip('contract on PostgreSQL (set TEST_DATABASE_URL to run)', () =>
    it('needs a PostgreSQL database', () => {}));
