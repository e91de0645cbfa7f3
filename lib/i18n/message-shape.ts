/*
 * What a catalog message asks of the site, read from its ICU text: the arguments it is filled with
 * (`{name}`), the forms of each plural (`{count, plural, one {…} other {…}}`) and the rich-text tags the
 * code renders (`<strong>…</strong>`). A translation must ask for the same arguments and tags, and write
 * each of the English's plurals with its own language's forms (lib/i18n/checks.ts).
 */

export interface MessageShape {
  /** Every argument's name, sorted, each once. */
  arguments: string[];
  /** Each plural argument and the selectors its branches are written for (`one`, `other`, `=0`). */
  plurals: Record<string, string[]>;
  /** Every tag's name, sorted, each once. */
  tags: string[];
}

export class MessageSyntaxError extends Error {}

const PLURAL_TYPES = new Set(['plural', 'selectordinal']);
const BRANCHED_TYPES = new Set(['plural', 'selectordinal', 'select']);

/** The shape of an ICU message; throws MessageSyntaxError where its braces do not close or an argument is malformed. */
export function messageShape(text: string): MessageShape {
  const args = new Set<string>();
  const tags = new Set<string>();
  const plurals: Record<string, string[]> = {};

  /** Reads message text from `i` to its end, or to the `}` that closes a branch (depth > 0); returns the index after it. */
  function body(i: number, depth: number): number {
    while (i < text.length) {
      const c = text[i]!;
      if (c === '{') i = argument(i + 1);
      else if (c === '}') {
        if (depth === 0) throw new MessageSyntaxError(`a “}” at ${i} closes nothing`);
        return i + 1;
      } else if (c === '<') {
        const tag = /^<\/?([A-Za-z][\w-]*)\s*\/?>/.exec(text.slice(i));
        if (tag) tags.add(tag[1]!);
        i += tag ? tag[0].length : 1;
      } else i++;
    }
    if (depth > 0) throw new MessageSyntaxError('a branch’s “{” is never closed');
    return i;
  }

  /** Reads an argument from just after its `{`; returns the index after its `}`. */
  function argument(i: number): number {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(i));
    if (!head || !/^\w+$/.test(head[1]!)) throw new MessageSyntaxError(`an argument at ${i - 1} has no name`);
    const [whole, name, type] = head;
    args.add(name!);
    i += whole.length;
    if (text[i] === '}') return i + 1;
    if (text[i] !== ',' || !type) throw new MessageSyntaxError(`the argument “${name}” is not closed`);
    i++;
    if (!BRANCHED_TYPES.has(type)) {
      // A number, date or time with its style: no branches.
      const end = text.indexOf('}', i);
      if (end < 0) throw new MessageSyntaxError(`the argument “${name}” is not closed`);
      return end + 1;
    }
    const selectors: string[] = [];
    for (;;) {
      const next = /^\s*(?:offset:\d+\s*)?/.exec(text.slice(i))!;
      i += next[0].length;
      if (text[i] === '}') break;
      const selector = /^(=\d+|[\w-]+)\s*\{/.exec(text.slice(i));
      if (!selector) throw new MessageSyntaxError(`the ${type} “${name}” has a branch without a “{”`);
      selectors.push(selector[1]!);
      i = body(i + selector[0].length, 1);
    }
    if (!selectors.includes('other')) throw new MessageSyntaxError(`the ${type} “${name}” has no “other” branch`);
    if (PLURAL_TYPES.has(type)) plurals[name!] = selectors;
    return i + 1;
  }

  body(0, 0);
  return { arguments: [...args].sort(), plurals, tags: [...tags].sort() };
}
