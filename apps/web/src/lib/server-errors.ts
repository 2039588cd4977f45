import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError, type ApiFieldError } from './api-client';

/** The form's own fields: a list, a set or a test; field errors for other names are not placed. */
export type FormFields = Iterable<string> | ((name: string) => boolean);

export type PlacedErrors = { placed: ApiFieldError[]; unplaced: ApiFieldError[] };

const testOf = (fields: FormFields): ((name: string) => boolean) => {
  if (typeof fields === 'function') return fields;
  const names = new Set(fields);
  return (name) => names.has(name);
};

/**
 * Puts each field error of an API answer (`errors[].field`, see lib/api-client.ts) on the form
 * field of that name; the field is named by the server, never guessed from the message. `focus`
 * moves to the first field placed; `rename` maps a server field onto the form's name for it.
 * Answers which errors found a field and which did not.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: FormFields,
  {
    focus = false,
    rename = {},
  }: { focus?: boolean; rename?: Record<string, string> | ((field: string) => string) } = {},
): PlacedErrors {
  const result: PlacedErrors = { placed: [], unplaced: [] };
  if (!isApiError(error)) return result;
  const isField = testOf(fields);
  for (const item of error.errors) {
    const name = typeof rename === 'function' ? rename(item.field) : (rename[item.field] ?? item.field);
    if (!isField(name)) {
      result.unplaced.push(item);
      continue;
    }
    form.setError(name as Path<T>, { message: item.message }, { shouldFocus: focus && result.placed.length === 0 });
    result.placed.push(item);
  }
  return result;
}

/**
 * The message to show above the form after `applyServerErrors`: none when the answer's field
 * errors all found their fields, else the server's detail or the screen's fallback.
 */
export function formErrorMessage(error: unknown, { placed, unplaced }: PlacedErrors, fallback: string): string | null {
  return placed.length > 0 && unplaced.length === 0 ? null : errorMessage(error, fallback);
}

/**
 * `applyServerErrors` (moving to the first field placed), then the message for above the form: none
 * when every field error found its field, else the server's detail or the fallback.
 */
export function placeServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: FormFields,
  fallback: string,
): string | null {
  return formErrorMessage(error, applyServerErrors(form, error, fields, { focus: true }), fallback);
}
