import { onOwnPostgresDatabase } from '../own-postgres';
import { translationsSuite } from './translations-suite';

// Records' translations on PostgreSQL.
onOwnPostgresDatabase('edu_translations', 'translations', (databaseUrl) => translationsSuite({ databaseUrl }));
