import type { ChangeEvent } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

type BindableForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'clearErrors' | 'formState'>;

/** A field's registration and its error, as the fields of components/ui take them. */
export type BindField<T extends FieldValues> = ReturnType<typeof fieldBinder<T>>;

/**
 * What a field of components/ui (TextField, SelectField, PasswordField...) needs from a
 * react-hook-form form for one name: the registration and that name's error. Typing into a field
 * clears its error, so a message about the old value never sits under a new one (when the form
 * checks again on change, that check runs after the clearing and puts back what still holds).
 */
export function fieldBinder<T extends FieldValues>(form: BindableForm<T>) {
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  return (name: Path<T>, options?: Pick<RegisterOptions<T>, 'setValueAs'>) => ({
    ...form.register(name, {
      ...options,
      onChange: (_event: ChangeEvent) => form.clearErrors(name),
    }),
    error: errors[name]?.message,
  });
}
