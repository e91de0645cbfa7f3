import { isRefusedRecord, type RefusedRecord } from './refused';

/*
 * The worker's IndexedDB store of refused submissions (lib/offline/refused.ts): one database on the device,
 * read and written by the worker alone; pages ask it by message (lib/offline/names.ts).
 */

/** The database and its store; the store's key is the submission's Idempotency-Key. */
export const REFUSED_DB = 'refused-submissions';
const STORE = 'refused';

let opened: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(REFUSED_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => {
      const db = request.result;
      // Another version of the worker asked to upgrade it: let it, and open it again next time.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('The refusals could not be opened'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Runs `work` in one transaction of the store; resolves with its result once the transaction is done. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void) {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request ? request.result : undefined);
    transaction.onerror = () => reject(transaction.error ?? new Error('The refusals could not be written'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The refusals could not be written'));
  });
}

/** Every record the device keeps (ignoring any that is not of this shape). */
export async function allRefused(): Promise<RefusedRecord[]> {
  const all = await inStore<unknown[]>('readonly', (store) => store.getAll());
  return (all ?? []).filter(isRefusedRecord);
}

export const putRefused = (record: RefusedRecord) => inStore('readwrite', (store) => void store.put(record));

export const deleteRefused = (ids: string[]) =>
  inStore('readwrite', (store) => {
    for (const id of ids) store.delete(id);
  });
