import type { z } from 'zod';

/**
 * The first message for each field a schema refused, keyed by the field's name: what a form shows
 * beside each field when it comes back. A refusal of the whole object (no path) is keyed `form`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
