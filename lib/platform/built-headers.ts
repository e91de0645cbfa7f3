/*
 * The headers next.config.ts's headers() gives an address (every response's security headers, from
 * lib/platform/security-headers.ts), as the build wrote them into .next/routes-manifest.json, where Next itself
 * reads them. The server (server.ts) answers /healthz, /readyz and /metrics before Next (lib/platform/ops-server.ts)
 * and gives them these: the values every page carries, fixed when the app was built, with no second list to keep.
 * Next documents no way to read them, so this reads the manifest's own format (docs/known-issues.md).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A rule of the manifest's `headers`, as Next writes it. */
interface HeaderRule {
  regex: string;
  has?: unknown[];
  missing?: unknown[];
  headers: { key: string; value: string }[];
}

/** The headers of the build in `dir` that Next adds to every request for `pathname`, by their rules' order. */
export function builtHeadersFor(pathname: string, dir = process.cwd()): Record<string, string> {
  // Next's own manifest, in a format Next does not document (docs/known-issues.md).
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as {
    headers?: HeaderRule[];
  };
  const headers: Record<string, string> = {};
  // A rule that asks something of the request (has, missing) is not every request's.
  for (const rule of manifest.headers ?? [])
    if (!rule.has && !rule.missing && new RegExp(rule.regex).test(pathname))
      for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  return headers;
}
