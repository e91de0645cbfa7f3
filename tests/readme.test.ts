import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const check = (cwd = root) =>
  spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/api-routes.ts', '--check'], {
    cwd,
    encoding: 'utf8',
  });

it('lists in docs/admin-api.md exactly the admin API endpoints of the contract table (npm run docs:api rewrites the list)', () => {
  const result = check();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('notices a docs/admin-api.md whose list has fallen behind the table', () => {
  // A copy of the project whose page has lost one row.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-readme-'));
  for (const f of ['node_modules', 'lib', 'scripts', 'package.json', 'tsconfig.json', '.prettierrc.json'])
    fs.symlinkSync(path.join(root, f), path.join(dir, f));
  fs.mkdirSync(path.join(dir, 'docs'));
  const doc = fs.readFileSync(path.join(root, 'docs', 'admin-api.md'), 'utf8');
  const shorter = doc.replace(/^\| `newOrder` .*\n/m, '');
  expect(shorter).not.toBe(doc);
  fs.writeFileSync(path.join(dir, 'docs', 'admin-api.md'), shorter);
  const result = check(dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/run npm run docs:api/);
});
