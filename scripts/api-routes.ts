import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { type EndpointName, endpoints } from '../lib/api/contract';

/*
 * The list of admin API endpoints in docs/admin-api.md, written from the contract table so that the two
 * never disagree. `npm run docs:api` rewrites the list; tests/readme.test.ts fails when it is out of date
 * (it runs this file with --check: Prettier's dynamic imports do not load inside Jest).
 */

// From the working folder, as npm runs scripts: the project's root.
export const DOC = path.resolve('docs', 'admin-api.md');
const START = '<!-- endpoints:start (npm run docs:api writes this list from lib/api/contract.ts) -->';
const END = '<!-- endpoints:end -->';

export function endpointList(): string {
  const rows = (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const e = endpoints[name];
    const body = e.input ? (e.multipart ? 'multipart' : 'JSON') : '';
    const also = e.routes.length > 1 ? e.routes.map((r) => `\`${r.pattern}\``).join(', ') : '';
    const key = e.idempotent ? 'taken' : '';
    return `| \`${name}\` | ${e.method} | \`${e.template}\` | ${body} | ${e.admin ? 'staff' : 'public'} | ${key} | ${also} |`;
  });
  return [
    START,
    '| endpoint | method | path below `/api` | body | who | `Idempotency-Key` | every path it answers |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** The page with its endpoint list replaced by the table's, formatted as Prettier leaves the file. */
export async function docWithEndpoints(doc: string): Promise<string> {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`docs/admin-api.md has no endpoint list between ${START} and ${END}`);
  const text = doc.slice(0, from) + endpointList() + doc.slice(to + END.length);
  return prettier.format(text, { ...(await prettier.resolveConfig(DOC)), filepath: DOC });
}

/** `--check` only says whether the page is up to date (exit 1 when not); without it the list is rewritten. */
if (require.main === module) {
  const doc = fs.readFileSync(DOC, 'utf8');
  void docWithEndpoints(doc).then((text) => {
    if (process.argv.includes('--check')) {
      if (text === doc) return console.log('docs/admin-api.md lists the endpoints of lib/api/contract.ts');
      console.error('docs/admin-api.md does not list the endpoints of lib/api/contract.ts: run npm run docs:api');
      process.exitCode = 1;
      return;
    }
    fs.writeFileSync(DOC, text);
    console.log('docs/admin-api.md: endpoint list written from lib/api/contract.ts');
  });
}
