import { z } from 'zod';

/*
 * What a refused form sends back to be shown again: only the form's own fields, each cut to the
 * longest its schema takes. A post can carry any field at any length; none of that extra comes back
 * (the page would carry it in its HTML and, bound to the action, twice more in its RSC payload).
 */

/** The length a field that is not text (a ticked box, a quantity) is given back at most. */
const NOT_TEXT_LIMIT = 100;

const limitsOf = new WeakMap<z.ZodType, Map<string, number>>();

/** Each field of an object schema and the most characters it takes, from the schema's JSON Schema (input side). */
export function fieldLimits(schema: z.ZodType): Map<string, number> {
  let limits = limitsOf.get(schema);
  if (!limits) {
    const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { maxLength?: number }>;
    };
    limits = new Map(
      Object.entries(properties).map(([name, property]) => [name, property.maxLength ?? NOT_TEXT_LIMIT]),
    );
    limitsOf.set(schema, limits);
  }
  return limits;
}

/** The text the form sent for each of the schema's fields (the first value of each), as sent: what the schema checks. */
export function ownFields(schema: z.ZodType, data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fieldLimits(schema).keys()) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The same fields cut to their limits: what a refused form shows again. */
export function echoed(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const limits = fieldLimits(schema);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.slice(0, limits.get(name) ?? NOT_TEXT_LIMIT)]),
  );
}
