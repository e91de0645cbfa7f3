// @ts-check
/*
 * Next's incremental cache on one instance (next.config.ts names this file when REDIS_URL is unset): Next's
 * own file-system cache, as it runs with no handler named (pages in memory, the build's prerendered pages
 * read from .next), with each page's validator kept beside its render (lib/platform/page-validator.mjs). Next
 * exports no public handler to extend (docs/known-issues.md), so this takes the class from its dist folder.
 */
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withValidator } from './page-validator.mjs';

/*
 * The module is CommonJS with an ES default: Node hands it over as { default: { default: class } }, Next's
 * bundler of server code as { default: class }.
 */
/** @type {any} */
const loaded = fileSystemCache;
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = loaded.default?.default ?? loaded.default;

export default class PageCacheHandler extends FileSystemCache {
  /** @param {Parameters<FileSystemCache['get']>} args */
  async get(...args) {
    const entry = await super.get(...args);
    withValidator(entry?.value);
    return entry;
  }

  /** @param {Parameters<FileSystemCache['set']>} args */
  async set(...args) {
    withValidator(args[1]);
    return super.set(...args);
  }
}
