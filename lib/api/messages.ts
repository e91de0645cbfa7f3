import english from '../../messages/en/forms.json';
import { fill, templatePatterns } from './constants';

/*
 * The forms' validation messages, one key each. The schemas (schemas.ts) give their messages in English,
 * written once in the forms catalog (messages/en/forms.json, `validation` and `fields`): the /api replies
 * and the bearer API read them so. A page in another language shows the same message in its words:
 * `translateMessage` finds which key and field an English message is, and writes it from the page's table.
 */

export type MessageKey = keyof typeof english.validation;
export type FieldKey = keyof typeof english.fields;

/** One language's messages and field names, and its Intl tag for the numbers they hold. */
export interface MessageTable {
  intl: string;
  validation: Record<MessageKey, string>;
  fields: Record<FieldKey, string>;
}

export const ENGLISH_MESSAGES: MessageTable = { intl: 'en-GB', validation: english.validation, fields: english.fields };

/** The English names of the fields, as the schemas name them in their messages. */
export const FIELD: Record<FieldKey, string> = english.fields;

/** A message in English, by its key: what the schemas and the server give. */
export const message = (key: MessageKey, args?: Record<string, string | number>) => fill(english.validation[key], args);

/** A message about one field, by its English name (a FIELD). */
export const fieldMessage = (key: MessageKey, field: string, args?: Record<string, string | number>) =>
  message(key, { ...args, field });

/** Each message's English template as a pattern capturing its arguments by name. */
const PATTERNS = templatePatterns<MessageKey>(english.validation);

const FIELD_OF_NAME = new Map(Object.entries(english.fields).map(([key, name]) => [name, key as FieldKey]));

/** Which key an English message is, with its arguments as written (a field by its English name), or null for a message of no key. */
export function keyOf(text: string): { key: MessageKey; args: Record<string, string> } | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const args = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    // A field's name must be one of the catalog's, else this is another key's message.
    if ('field' in args && !FIELD_OF_NAME.has(args.field)) continue;
    return { key, args };
  }
  return null;
}

/**
 * An English message in the words of `table`: its field named in that language and its numbers written
 * as that language writes them. A message of no key (a server's own reply) is given back as it is.
 */
export function translateMessage(text: string, table: MessageTable): string {
  const found = keyOf(text);
  if (!found) return text;
  const numbers = new Intl.NumberFormat(table.intl);
  const args = Object.fromEntries(
    Object.entries(found.args).map(([name, value]) => {
      if (name === 'field') return [name, table.fields[FIELD_OF_NAME.get(value)!]];
      return [name, /^\d{1,3}(,\d{3})+$/.test(value) ? numbers.format(Number(value.replace(/,/g, ''))) : value];
    }),
  );
  return fill(table.validation[found.key], args);
}
