import { TRANSLATABLE, type TranslatableKind } from '../../api/constants';
import { renderMarkdown } from '../../format/markdown';
import { glossaryProblems } from '../../i18n/glossary';
import { faqItems, hiddenTestimonies, inactiveProduct, products, teamMembers, testimonies } from './demo-data';
import { eventRows, postRows } from './demo-posts';
import { DEMO_TRANSLATIONS } from './demo-translations';

/** A record of the demo content as the translations see it: its English text per translatable field, and whether the site shows it. */
interface Source {
  kind: TranslatableKind;
  id: string;
  shown: boolean;
  english: Record<string, string>;
  /** Fields whose English is a name that stays as it is. */
  names?: string[];
}

const now = Date.now();
const posts = postRows(now);

const sources: Source[] = [
  ...posts.map((p) => ({
    kind: 'post' as const,
    id: p.id,
    shown: p.active === 1 && p.blocked === 0,
    english: { title: p.title, caption: p.caption, post: p.body, imageAlt: p.image_alt },
  })),
  ...eventRows(now).map((e) => ({
    kind: 'event' as const,
    id: e.id,
    shown: e.active === 1,
    english: {
      eventName: e.event_name,
      eventDescription: e.event_description,
      schedule: e.schedule,
      imageAlt: e.image_alt,
    },
  })),
  ...[...products, inactiveProduct].map((p) => ({
    kind: 'product' as const,
    id: p.id,
    shown: p.active === 1,
    english: { productName: p.product_name, description: p.description, imageAlt: p.image_alt },
    // A book's title is its name: it stays as it is.
    names: p.product_form === 'book' ? ['productName'] : [],
  })),
  ...faqItems.map((f) => ({
    kind: 'faq' as const,
    id: f.id,
    shown: f.active === 1,
    english: { question: f.question, answer: f.answer },
  })),
  ...teamMembers.map((m) => ({
    kind: 'teamMember' as const,
    id: m.id,
    shown: m.active === 1,
    english: { position: m.position, bio: m.bio ?? '', imageAlt: m.image_alt },
  })),
  ...[...testimonies, ...hiddenTestimonies].map((t) => ({
    kind: 'testimony' as const,
    id: t.id,
    shown: t.status === 'approved',
    english: { testimony: t.testimony },
  })),
];

const key = (kind: string, id: string) => `${kind}:${id}`;
const byKey = new Map(sources.map((s) => [key(s.kind, s.id), s]));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const entries = DEMO_TRANSLATIONS.map((t) => {
  const fields: Record<string, string> = t.fields;
  return { ...t, fields };
});

describe('the demo content’s translations', () => {
  it('each name a record the site shows, of their kind', () => {
    expect(entries.filter((t) => !byKey.get(key(t.kind, t.id))?.shown).map((t) => key(t.kind, t.id))).toEqual([]);
  });

  it('translate only the fields of TRANSLATABLE whose English has text, and give each some text', () => {
    for (const t of entries) {
      const english = byKey.get(key(t.kind, t.id))!.english;
      for (const [field, value] of Object.entries(t.fields)) {
        const where = [t.locale, t.kind, t.id, field];
        expect([...where, (TRANSLATABLE[t.kind] as readonly string[]).includes(field)]).toEqual([...where, true]);
        expect([...where, text(english[field] ?? '') !== '']).toEqual([...where, true]);
        expect([...where, value.trim() !== '' && value === value.trim()]).toEqual([...where, true]);
      }
    }
  });

  it('are written in the language: no field is its English text, and a name is left out rather than copied', () => {
    for (const t of entries) {
      const source = byKey.get(key(t.kind, t.id))!;
      for (const [field, value] of Object.entries(t.fields)) {
        const where = [t.locale, t.kind, t.id, field];
        expect([...where, source.names?.includes(field) ?? false]).toEqual([...where, false]);
        expect([...where, value]).not.toEqual([...where, source.english[field]]);
        expect([...where, value]).not.toEqual([...where, text(source.english[field]!)]);
      }
    }
  });

  it('name each record once per language', () => {
    const seen = entries.map((t) => `${t.locale}:${key(t.kind, t.id)}`);
    expect(seen.filter((k, i) => seen.indexOf(k) !== i)).toEqual([]);
  });

  it('cover, in French and in Hausa, every FAQ, the three newest news items and stories, every event and every product on sale', () => {
    const newest = (kind: string) =>
      posts
        .filter((p) => p.kind === kind && p.active === 1 && p.blocked === 0)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, 3)
        .map((p) => key('post', p.id));
    const wanted = [
      ...faqItems.map((f) => key('faq', f.id)),
      ...newest('news'),
      ...newest('story'),
      ...eventRows(now).map((e) => key('event', e.id)),
      ...products.filter((p) => p.active === 1).map((p) => key('product', p.id)),
    ];
    expect(wanted).toHaveLength(18 + 3 + 3 + 8 + 20);
    for (const locale of ['fr', 'ha'] as const)
      for (const k of wanted) {
        const source = byKey.get(k)!;
        const fields = Object.entries(source.english)
          .filter(([field, english]) => text(english) !== '' && !source.names?.includes(field))
          .map(([field]) => field)
          .sort();
        const entry = entries.find((t) => t.locale === locale && key(t.kind, t.id) === k);
        expect([locale, k, Object.keys(entry?.fields ?? {}).sort()]).toEqual([locale, k, fields]);
      }
  });

  it('give a post’s body as Markdown shaped like the English: a lead, a heading, the same number of points, a closing with the same link', () => {
    for (const t of entries.filter((e) => e.kind === 'post' && e.fields.post)) {
      const english = byKey.get(key(t.kind, t.id))!.english.post!;
      const html = renderMarkdown(t.fields.post!);
      const shape = (h: string) => ({
        paragraphs: count(h, 'p'),
        headings: count(h, 'h2'),
        points: count(h, 'li'),
        links: hrefs(h),
        opensWith: h.slice(0, 3),
      });
      expect([t.locale, t.id, shape(html)]).toEqual([t.locale, t.id, shape(english)]);
    }
  });

  it('keep an event schedule’s items and times (French’s written « 9 h 00 »), and a product description’s parts, once rendered as the site does', () => {
    // French writes its times as « 9 h 00 », the English 9:00.
    const times = (html: string) =>
      [...html.matchAll(/<strong>([^<]+)<\/strong>/g)].map((m) =>
        m[1]!.replace(/^(\d{1,2})\u00a0h\u00a0(\d{2})$/, '$1:$2'),
      );
    for (const t of entries.filter((e) => e.kind === 'event' && e.fields.schedule)) {
      const english = byKey.get(key(t.kind, t.id))!.english.schedule!;
      const html = renderMarkdown(t.fields.schedule!);
      expect([t.locale, t.id, times(html), count(html, 'li')]).toEqual([
        t.locale,
        t.id,
        times(english),
        count(english, 'li'),
      ]);
    }
    for (const t of entries.filter((e) => e.kind === 'product' && e.fields.description)) {
      const english = byKey.get(key(t.kind, t.id))!.english.description!;
      const html = renderMarkdown(t.fields.description!);
      expect([t.locale, t.id, count(html, 'p'), count(html, 'li')]).toEqual([
        t.locale,
        t.id,
        count(english, 'p'),
        count(english, 'li'),
      ]);
    }
  });

  it('use one apostrophe (’) and each language’s typography: French spaces before : ; ? ! are non-breaking, Hausa writes ’y', () => {
    for (const t of entries)
      for (const [field, value] of Object.entries(t.fields)) {
        const where = [t.locale, t.kind, t.id, field];
        expect([...where, value]).not.toEqual([...where, expect.stringMatching(/['"`]/)]);
        if (t.locale === 'fr') expect([...where, value]).not.toEqual([...where, expect.stringMatching(/ [:;?!%»]|« /)]);
        if (t.locale === 'ha') expect([...where, value]).not.toEqual([...where, expect.stringMatching(/[ƴƳ]/)]);
      }
  });

  it('hold to the glossary (lib/i18n/glossary.ts): one term per concept, no forbidden variant, each language’s typography', () => {
    const problems = entries.flatMap((t) =>
      Object.entries(t.fields).flatMap(([field, value]) =>
        glossaryProblems(t.locale, value, byKey.get(key(t.kind, t.id))?.english[field]).map(
          (problem) => `${t.locale} ${t.kind} ${t.id} ${field}: ${problem}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});
