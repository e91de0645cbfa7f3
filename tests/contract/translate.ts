/*
 * Saves a record's translation into the database of the app under test (its DATA_DIR or DATABASE_URL),
 * through the translations service as the console does: the contract has no endpoint that writes one.
 * Usage: node -r esbuild-register tests/contract/translate.ts '{"kind":"faq","id":"…","locale":"fr","fields":{…}}'
 */
import { closeDb, getDb } from '../../lib/db/db';
import { saveTranslation, type TranslationSave } from '../../lib/services/translations';

const CONTRACT_SUITE = { id: 'contract-suite', email: 'translator@contract.test' };

async function main() {
  await saveTranslation(await getDb(), CONTRACT_SUITE, JSON.parse(process.argv[2] ?? '') as TranslationSave);
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void closeDb().finally(() => process.exit(1));
});
