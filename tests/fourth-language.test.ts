import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Adding a language is its catalogs and one row of LANGUAGES (lib/i18n/locales.ts), nothing else. A scratch
 * copy of the project is given a throwaway language that way (Yorùbá, its catalogs copies of the English
 * ones), and must then type-check as it is (no map of languages elsewhere that the new one would be missing
 * from) and route, link, load its words, point search engines at its pages and mail in it.
 */

const root = path.resolve(__dirname, '..');
const ROW = "  yo: { name: 'Yorùbá', intl: 'yo-NG', og: 'yo_NG' },";

/** What the copy's own Jest checks in it, with the language added. */
const CHECK = `import { NextRequest } from 'next/server';
import { proxy } from '../proxy';
import { LOCALES, localePath, splitLocale } from '../lib/i18n/locales';
import { loadMessages, NAMESPACES } from '../lib/i18n/catalog';
import { languageAlternates } from '../lib/seo/metadata';
import { confirmationMail } from '../lib/mail/compose';

it('speaks the added language', async () => {
  expect(LOCALES).toEqual(['en', 'fr', 'ha', 'yo']);
  expect([localePath('yo', '/faq'), splitLocale('/yo/faq')]).toEqual(['/yo/faq', { locale: 'yo', path: '/faq' }]);
  expect(Object.keys(await loadMessages('yo'))).toEqual([...NAMESPACES]);
  expect(languageAlternates('/faq')).toEqual({ en: '/faq', fr: '/fr/faq', ha: '/ha/faq', yo: '/yo/faq', 'x-default': '/faq' });
  const arm = await proxy(new NextRequest('http://localhost:3000/yo/acn'));
  expect([arm.status, arm.headers.get('location')]).toEqual([308, 'http://localhost:3000/yo/acn/home']);
  const mail = await confirmationMail({ id: '0123456789abcdef01234567', email: 'a@example.org', website: 'acn', locale: 'yo' });
  expect(mail.text).toMatch(/\\/yo\\/newsletter\\/confirm\\?token=/);
});
`;

/** The project's files as git sees them (committed or not, ignored ones left out), copied to `to`. */
function copyProject(to: string) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(from, path.join(to, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

let copy = '';
afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it('takes a fourth language from its catalogs and one row of LANGUAGES', () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-fourth-language-'));
  copyProject(copy);

  const locales = path.join(copy, 'lib', 'i18n', 'locales.ts');
  const source = fs.readFileSync(locales, 'utf8');
  const hausa = /^ {2}ha: \{.*\},$/m;
  expect(source).toMatch(hausa);
  fs.writeFileSync(
    locales,
    source.replace(hausa, (row) => `${row}\n${ROW}`),
  );
  fs.cpSync(path.join(copy, 'messages', 'en'), path.join(copy, 'messages', 'yo'), { recursive: true });

  const run = (args: string[]) =>
    execFileSync(process.execPath, args, { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  // Type-checks as it is: nothing keyed by language still lists only the three.
  run([path.join(root, 'node_modules', 'typescript', 'lib', 'tsc.js'), '--noEmit', '-p', '.']);
  fs.writeFileSync(path.join(copy, 'tests', 'added-language.test.ts'), CHECK);
  run([path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', 'tests/added-language.test.ts']);
}, 300_000);
