import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * A share picture is drawn from the fonts in assets/fonts alone: next/og asks Google Fonts for any letter
 * its fonts lack, which would fail offline and break the rule that nothing is fetched from elsewhere. next/og
 * loads its renderer as an ES module, which Jest's sandbox cannot, so the card is drawn in a Node of its own.
 */

const DRAW = `
const fetched = [];
const ownFetch = globalThis.fetch;
// next/og reads its own renderer from data: addresses; anything else would leave the machine.
globalThis.fetch = (input, init) => {
  if (String(input).startsWith('data:')) return ownFetch(input, init);
  fetched.push(String(input));
  return Promise.reject(new Error('no network'));
};
const errors = [];
console.error = (...args) => errors.push(args.map(String).join(' '));
const { shareImage } = require('./lib/seo/share-image.tsx');
shareImage({ arm: 'arewahub', title: 'Ƙwarƙwasa ta ɗalibai: ɓangaren ƴan mata', kicker: '₦ 4,500' })
  .then(() => shareImage({ arm: 'arewahub', title: 'Collier « Bleu océan »', kicker: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'NGN' }).format(4500) }))
  .then((image) => image.arrayBuffer())
  .then((png) => process.stdout.write(JSON.stringify({ png: Buffer.from(png).subarray(1, 4).toString(), fetched, errors })));
`;

it('draws a Hausa card with its hooked letters, and a French one with its spaced price, without fetching anything', () => {
  const root = path.resolve(__dirname, '..', '..');
  const out = execFileSync(process.execPath, ['-r', 'esbuild-register', '-e', DRAW], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: 'https://educonnect.example' },
  });
  expect(JSON.parse(out)).toEqual({ png: 'PNG', fetched: [], errors: [] });
}, 60_000);
