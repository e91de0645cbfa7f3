// compression ships no types; this is the part of its API server.ts uses.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions } from 'node:zlib';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  interface Compression {
    (options?: { brotli?: BrotliOptions; filter?: Filter; threshold?: number | string }): Middleware;
    /** The default filter: whether the answer's type is one worth compressing. */
    filter: Filter;
  }
  const compression: Compression;
  export default compression;
}
