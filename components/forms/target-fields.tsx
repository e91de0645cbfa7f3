import { type OfflineTarget, TARGET_FIELDS } from '@/lib/forms/offline-types';

/*
 * Apart from ./fields.tsx so that the footer's newsletter form (./lazy-newsletter.tsx), on nearly every page,
 * carries these and not every field of the site's forms.
 */

/** The hidden fields that tell the server which form a post without scripts comes from. */
export function TargetFields({ target }: { target: OfflineTarget }) {
  return (Object.keys(TARGET_FIELDS) as (keyof OfflineTarget)[]).map((key) =>
    target[key] ? <input key={key} type="hidden" name={TARGET_FIELDS[key]} value={target[key]} /> : null,
  );
}
