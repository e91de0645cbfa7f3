import type { z } from 'zod';
import type { AnyEndpoint } from '@/lib/api/routes';

/**
 * Whether a reply's `data` is what the endpoint's output schema describes: null when it is, else
 * the first problem. Stricter than the site's client, which drops a bad list item to keep a page
 * up: here every item of a list must parse.
 */
export function conforms(endpoint: AnyEndpoint, data: unknown): string | null {
  const output = endpoint.output as z.ZodType & { item?: z.ZodType };
  if (output.item) {
    if (!Array.isArray(data)) return `expected a list, got ${typeof data}`;
    for (const [i, item] of data.entries()) {
      const r = output.item.safeParse(item);
      if (!r.success) return `item ${i}: ${describe(r.error)}`;
    }
    return null;
  }
  const r = output.safeParse(data);
  return r.success ? null : describe(r.error);
}

const describe = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
