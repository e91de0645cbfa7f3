import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.mock('server-only', () => ({}));

// The module reads public/ under the working directory: a scratch one holds the files of each case.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-inline-art-'));
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3">\n<rect width="4" height="3" fill="#0b6e4f"/>\n<text>50% & more</text></svg>\n`;
fs.mkdirSync(path.join(root, 'public/images/art'), { recursive: true });
fs.writeFileSync(path.join(root, 'public/images/art/small.svg'), drawing);
fs.writeFileSync(
  path.join(root, 'public/images/art/large.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(1100)}</svg>`,
);
fs.writeFileSync(path.join(root, 'public/secret.svg'), drawing);

let svgDataUri: (src: string | undefined) => string | null;
beforeAll(async () => {
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  ({ svgDataUri } = await import('./inline-art'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('svgDataUri', () => {
  it('writes a small shipped drawing as a data: address that a browser reads back as the same drawing', () => {
    const uri = svgDataUri('/images/art/small.svg')!;
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    // One line, and the characters a URL cannot carry as they are (%, #, <, >) are escaped.
    expect(uri).not.toMatch(/[\n#<>]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(drawing.trim().replace(/\n/g, ' '));
  });

  it('leaves a larger drawing, an address outside public/images, a missing file and no address to be fetched', () => {
    expect(svgDataUri('/images/art/large.svg')).toBeNull();
    expect(svgDataUri('/images/../secret.svg')).toBeNull();
    expect(svgDataUri('/secret.svg')).toBeNull();
    expect(svgDataUri('/images/art/missing.svg')).toBeNull();
    expect(svgDataUri('/media/upload.svg')).toBeNull();
    expect(svgDataUri('https://cdn.example.org/images/art/small.svg')).toBeNull();
    expect(svgDataUri(undefined)).toBeNull();
  });
});
