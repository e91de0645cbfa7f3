/*
 * Next's incremental cache on one instance (next.config.ts names this handler when REDIS_URL is unset): Next's
 * own file-system cache, as it runs with no handler named (pages in memory, the build's prerendered pages
 * read from .next), with each page's validator kept beside its render (lib/platform/page-validator.ts).
 * Next loads a handler with Node's import, outside its bundles: `npm run build` compiles this file to
 * dist/page-cache-handler.mjs (scripts/build-server.ts). Next exports no public handler to extend, so this
 * takes the class from its dist folder (docs/known-issues.md).
 */
// Next's own handler, from its dist folder: no public path exports it (docs/known-issues.md).
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withValidator } from './page-validator';

type FileSystemCacheClass = typeof fileSystemCache.default;

/*
 * The module is CommonJS with an ES default: Node hands it over as { default: { default: class } }, a bundler
 * as { default: class }.
 */
const loaded = fileSystemCache as unknown as { default: FileSystemCacheClass | { default: FileSystemCacheClass } };
const FileSystemCache: FileSystemCacheClass = 'default' in loaded.default ? loaded.default.default : loaded.default;

export default class PageCacheHandler extends FileSystemCache {
  override async get(...args: Parameters<InstanceType<FileSystemCacheClass>['get']>) {
    const entry = await super.get(...args);
    withValidator(entry?.value);
    return entry;
  }

  override async set(...args: Parameters<InstanceType<FileSystemCacheClass>['set']>) {
    withValidator(args[1]);
    return super.set(...args);
  }
}
