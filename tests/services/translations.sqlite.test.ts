import { translationsSuite } from './translations-suite';

// Records' translations on the embedded server's default store, a SQLite file.
translationsSuite();
