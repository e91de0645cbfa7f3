/*
 * The glossary of TRANSLATIONS.md as data: one term per concept in each language, the variants a
 * language must not use and why, and each language's typography. `glossaryProblems` holds a text to it;
 * tests/glossary.test.ts runs it over every catalog and the demo records, and `npm run i18n:import` over
 * what translators send back.
 */

/** A word or phrase a language must not use, why, and where: everywhere, or where the English says `when`. */
export interface Forbidden {
  pattern: RegExp;
  why: string;
  /** Only where the English matches this. */
  when?: RegExp;
  /** Not where the English matches this. */
  unless?: RegExp;
}

/** One concept: how English says it, and the one term each other language writes for it. */
export interface Term {
  concept: string;
  /** Where the English says it. */
  english: RegExp;
  /** The term in each language (as a reader is told it) and how it is recognised. */
  terms: Partial<Record<string, { use: string; pattern: RegExp }>>;
}

/** Letters of any script, for word edges: `\b` knows only ASCII letters, and Hausa writes ɓ ɗ ƙ and ’y. */
const L = String.raw`\p{L}’'`;
const word = (alternatives: string, flags = 'iu') => new RegExp(`(?<![${L}])(?:${alternatives})(?![${L}])`, flags);

export const TERMS: Term[] = [
  {
    concept: 'volunteer',
    english: /\bvolunteer/i,
    terms: {
      fr: { use: 'bénévole', pattern: /bénévol/i },
      ha: { use: 'mai aikin sa-kai, masu aikin sa-kai', pattern: /aikin sa-kai/i },
    },
  },
  {
    concept: 'champion (of Edu Connect Africa)',
    english: /\bchampion/i,
    terms: {
      fr: { use: 'relais local, relais locaux', pattern: /relais/i },
      ha: { use: 'gwarzo, gwaraza', pattern: /gwarz|gwaraz/i },
    },
  },
  {
    concept: 'ambassador (of the African Child Network)',
    english: /\bambassador/i,
    terms: {
      fr: { use: 'ambassadeur, ambassadrice', pattern: /ambassad/i },
      ha: { use: 'jakada, jakadiya, jakadu', pattern: /jakad/i },
    },
  },
];

/** Variants a language must not use, whatever the English says (or where it says `when`). */
export const FORBIDDEN: Partial<Record<string, Forbidden[]>> = {
  fr: [
    { pattern: /Creative Hub/, why: 'Arewa Hub’s Creative Hub is « le Pôle créatif » in French' },
    { pattern: /Ivory Coast|Cote d’Ivoire/, why: 'the country is « Côte d’Ivoire »' },
    { pattern: /\bJour\b/, why: 'an event’s Date is « Date »', when: /^Date$/ },
  ],
  ha: [
    {
      pattern: word(String.raw`(?:ɗan|’yan|'yan|ƴan|yan)\s+sa-?kai`),
      why: '“ɗan sa-kai / ’yan sa-kai” is also the name of the vigilante groups of north-west Nigeria: write “mai aikin sa-kai / masu aikin sa-kai”',
    },
    {
      pattern: /jakad/i,
      why: '“jakada” is ACN’s ambassador; Edu Connect Africa’s champion is “gwarzo” (plural “gwaraza”)',
      when: /\bchampion/i,
      unless: /\bambassador/i,
    },
    {
      pattern: /gudummaw/i,
      why: '“gudummawa” is a donation; “Get involved” is “Ku shiga a dama da ku”',
      when: /get involved/i,
    },
    { pattern: word('mamba|mambobi'), why: 'the site writes “memba” (plural “membobi”)' },
    { pattern: /rijista/i, why: 'the site writes “rajista”' },
    { pattern: /Creative Hub/, why: 'Arewa Hub’s Creative Hub is “Cibiyar Ƙirƙira” in Hausa' },
    { pattern: word('Nijeriya'), why: 'the site writes “Najeriya”' },
    { pattern: word('Gana'), why: 'the site writes “Ghana”' },
    { pattern: /Ivory Coast|Aibari Kwas|Kwaddebuwa/, why: 'the site writes “Kwaddibuwa” for Côte d’Ivoire' },
    { pattern: /Salewo/, why: 'the site writes “Saliyo” for Sierra Leone' },
    {
      pattern: word('ka|kake|kana|kakan|kanka|maka|ɗinka|naka'),
      why: 'the site addresses its reader with the polite plural “ku” (“kuke”, “ɗinku”, “muku”), never the masculine singular',
    },
    {
      pattern: new RegExp(`[${L}]+(?:nka|rka)(?![${L}])`, 'u'),
      why: 'the site addresses its reader with the polite plural “ku” (“saƙonku”, “gudummawarku”), never the masculine singular (“saƙonka”)',
      unless: /Africa|Mandinka|Amurka|America/i,
    },
  ],
};

/** Each language's typography: what it must not write, and why. */
export const TYPOGRAPHY: Partial<Record<string, Forbidden[]>> = {
  fr: [
    { pattern: /'/, why: 'write the typographic apostrophe (’), not the straight one' },
    {
      pattern: / [:;?!%»]|« /,
      why: 'the space before : ; ? ! % » and after « is a no-break space (U+00A0)',
    },
    { pattern: /\u202f/, why: 'the site’s font has no narrow no-break space (U+202F): write U+00A0' },
  ],
  ha: [
    { pattern: /'/, why: 'write the typographic apostrophe (’), not the straight one' },
    { pattern: /[ƴƳ]/, why: 'the site writes ’y (as Nigeria’s schools do), not ƴ' },
    { pattern: /\u202f/, why: 'the site’s font has no narrow no-break space (U+202F): write U+00A0' },
  ],
};

/** Texts a language writes exactly as English does, which the catalogs' test would otherwise take for untranslated. */
export const ALIKE: Partial<Record<string, string[]>> = {
  fr: ['Date'],
};

/** The glossary's and the typography's objections to `text`, a translation into `locale` of `english`. */
export function glossaryProblems(locale: string, text: string, english = ''): string[] {
  const problems: string[] = [];
  const applies = (f: Forbidden) => (!f.when || f.when.test(english)) && !(f.unless && f.unless.test(english));
  for (const f of [...(FORBIDDEN[locale] ?? []), ...(TYPOGRAPHY[locale] ?? [])]) {
    const hit = f.pattern.exec(text);
    if (hit && applies(f)) problems.push(`“${hit[0].trim() || hit[0]}”: ${f.why}`);
  }
  for (const term of TERMS) {
    const own = term.terms[locale];
    if (own && term.english.test(english) && !own.pattern.test(text))
      problems.push(`the English names a ${term.concept}: write “${own.use}”`);
  }
  return problems;
}
