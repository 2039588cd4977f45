import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../lib/api-client';

/**
 * Puts the server's field errors on the form's fields; anything else becomes the form's message.
 * Answers the message to show above the form, or null when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (isApiError(error) && error.errors.length > 0) {
    const unplaced = error.errors.filter((item) => {
      const field = fields.find((name) => name === item.field);
      if (field) setError(field, { message: item.message }, { shouldFocus: true });
      return !field;
    });
    if (unplaced.length === 0) return null;
  }
  return errorMessage(error, fallback);
}
