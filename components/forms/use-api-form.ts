'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ApiResult, errorMessage } from '@/lib/api/client';
import { HONEYPOT_FIELD } from '@/lib/api/schemas';
import { notify } from '@/lib/notify';

interface Options<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  send: (values: z.output<S>) => Promise<ApiResult<unknown>>;
  /** The success toast; null for a form that just resets (the learning app's contact form). */
  successText: string | null;
  onSuccess?: () => void;
  onInvalid?: (errors: FieldErrors<z.input<S>>) => void;
}

/**
 * The behaviour every form shares: validate with the same zod schema as the
 * server; while sending, the button shows its pending text; on success reset and toast; on
 * failure keep every value, toast the server's message (or 'An error occurred') and keep
 * that message beside the form, since a one-second toast is easy to miss.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, send, successText, onSuccess, onInvalid }: Options<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  const onSubmit = form.handleSubmit(
    async (values, event) => {
      setServerError(null);
      setSucceeded(false);
      // The trap field is not part of the schema: whatever a bot typed into it goes along for the server to see.
      const trap = ((event?.target as HTMLFormElement | undefined)?.elements?.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value;
      const result = await send(trap ? { ...values, [HONEYPOT_FIELD]: trap } : values);
      if (result.ok) {
        form.reset(defaultValues);
        setSucceeded(true);
        if (successText) notify.success(successText);
        onSuccess?.();
      } else {
        const message = errorMessage(result);
        setServerError(message);
        notify.error(message);
      }
    },
    (errors) => onInvalid?.(errors),
  );

  return { form, onSubmit, serverError, succeeded, pending: form.formState.isSubmitting };
}
