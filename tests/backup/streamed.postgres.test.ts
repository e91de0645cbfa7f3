import { onOwnPostgresDatabase } from '../own-postgres';
import { streamedBackupSuite } from './streamed-suite';

// PostgreSQL: the data and the uploads (stored_files) in pg_dump's archive; restored into an empty database.
onOwnPostgresDatabase('edu_backup_source', 'a backup that restores', (databaseUrl) =>
  streamedBackupSuite({ databaseUrl }),
);
