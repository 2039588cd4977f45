import type { PasswordPolicy } from '@stockyard/domain';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import { useTranslateMessage } from './i18n/messages';
import { useTranslation } from './i18n/react';

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

/**
 * The policy hint ('At least 8 characters; not a common ...') in the reader's language: the length
 * from the catalog, the server's rules through the messages catalog.
 */
export function usePasswordPolicyHint(): (policy: PasswordPolicy, minLength?: number) => string {
  const { t } = useTranslation(['settings']);
  const translateMessage = useTranslateMessage();
  return (policy, minLength = policy.min_length) => {
    const [first = '', ...rest] = [
      t('settings:password.hintLength', { count: minLength }),
      ...policy.rules.map(translateMessage),
    ];
    return `${[first.charAt(0).toUpperCase() + first.slice(1), ...rest].join('; ')}.`;
  };
}
