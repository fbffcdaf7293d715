import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';

const ZFieldErrors = z.array(z.object({ path: z.string(), message: z.string() }));

/**
 * Puts each of the server's `errors[]` (`{ path: 'items.0.unitPrice', message }`) under its field;
 * `fieldOf` names the form's field for an API path (or a `root.…` error, for a path that is about
 * several fields at once), or undefined when the form has none.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  errors: unknown[],
  setError: UseFormSetError<Values>,
  fieldOf: (path: string) => FieldPath<Values> | `root.${string}` | undefined,
): void {
  const parsed = ZFieldErrors.safeParse(errors);
  if (!parsed.success) return;
  for (const { path, message } of parsed.data) {
    const field = fieldOf(path);
    if (field) setError(field, { type: 'server', message });
  }
}
