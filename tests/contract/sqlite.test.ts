import { contractSuite } from './suite';

// The contract on the embedded server's default store, a SQLite file.
contractSuite();
