// @ts-check
/*
 * The headers next.config.ts's headers() gives an address (every response's security headers, from
 * lib/platform/security-headers.ts), as the build wrote them into .next/routes-manifest.json, where Next itself
 * reads them. server.mjs answers /healthz, /readyz and /metrics before Next (lib/platform/ops-server.mjs) and
 * gives them these: the values every page carries, fixed when the app was built, with no second list to keep.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ regex: string, has?: unknown[], missing?: unknown[], headers: { key: string, value: string }[] }} HeaderRule
 */

/** The headers of the build in `dir` that Next adds to every request for `pathname`, by their rules' order. */
export function builtHeadersFor(/** @type {string} */ pathname, dir = process.cwd()) {
  const manifest = /** @type {{ headers?: HeaderRule[] }} */ (
    JSON.parse(fs.readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'))
  );
  /** @type {Record<string, string>} */
  const headers = {};
  // A rule that asks something of the request (has, missing) is not every request's.
  for (const rule of manifest.headers ?? [])
    if (!rule.has && !rule.missing && new RegExp(rule.regex).test(pathname))
      for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  return headers;
}
