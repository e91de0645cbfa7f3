import { streamedBackupSuite } from './streamed-suite';

// The embedded default: the SQLite file, its uploads on disk and the signing key in DATA_DIR.
streamedBackupSuite();
