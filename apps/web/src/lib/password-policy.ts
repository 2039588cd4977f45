import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/**
 * A form resolver that also asks for the policy's minimum length (the admin's setting, read from
 * GET /api/settings/public), on top of the form's own schema. The server checks the length and the
 * strength itself; checking the length here too saves a round trip for the most common slip.
 */
export function withPasswordMinimum<T extends FieldValues>(
  base: Resolver<T>,
  field: Path<T>,
  min: number,
  message: string,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const password: unknown = values[field];
    const length = typeof password === 'string' ? password.length : 0;
    if (result.errors[field] || length === 0 || length >= min) return result;
    const errors = { ...result.errors, [field]: { type: 'minLength', message } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
