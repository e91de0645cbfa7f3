/** @jest-environment jsdom */
import vectors from '@/tests/fixtures/xss-vectors.json';
import { sanitize } from './sanitize';

/*
 * Every XSS vector of the data file (from public cheat sheets and sanitizer suites, named there)
 * through the sanitizer, then read back by a real HTML parser (the browser's, as jsdom builds
 * it): what comes out holds only allowed elements and attributes, no event handler and no link or
 * picture that could run script.
 */

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  blockquote: [],
  span: [],
  figure: [],
  figcaption: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/** The scheme a browser would see, after it strips the characters it ignores. */
const schemeOf = (url: string) =>
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase() ?? null;

it(`the data file holds at least 150 vectors from named sources`, () => {
  expect(vectors.vectors.length).toBeGreaterThanOrEqual(150);
  for (const v of vectors.vectors) expect(Object.keys(vectors.sources)).toContain(v.source);
});

it.each(vectors.vectors.map((v) => [v.source, v.payload]))('%s: %s comes out harmless', (_source, payload) => {
  const template = document.createElement('template');
  template.innerHTML = sanitize(payload);
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    expect(Object.keys(ALLOWED)).toContain(tag);
    for (const { name, value } of Array.from(el.attributes)) {
      expect(ALLOWED[tag]).toContain(name);
      if (name === 'href' || name === 'src') {
        expect(['http', 'https', 'mailto', null]).toContain(schemeOf(value));
        expect(value.trim().startsWith('//')).toBe(false);
      }
    }
    if (tag === 'a' && /^https?:/.test(el.getAttribute('href') ?? ''))
      expect(el.getAttribute('rel')).toBe('noopener noreferrer');
  }
});
