import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/http';

/**
 * Puts the server's `errors` (by field name) under the matching inputs, and returns what the form must
 * say as a whole: messages for fields it has no input for, else the server's message when no field took
 * it, else nothing.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  let placed = 0;
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(error.errors)) {
    const name = fields.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  if (placed > 0) return null;
  return error.message || fallback;
}
