import Send from 'lucide-react/icons/send';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/i18n/react';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];
type FieldProps = Partial<UseFormRegisterReturn<ContactFieldName>> & { name: ContactFieldName; error?: string };

/**
 * The contact form's markup, shared by the form itself and the stand-in the landing page shows until
 * the form's code (react-hook-form, zod) has loaded: the same labelled fields in the same places, so
 * nothing moves when the real form takes over, and what was typed meanwhile is kept.
 */
export function ContactFormLayout({
  field,
  onSubmit,
  submitting = false,
  ref,
  alert,
}: {
  field: (name: ContactFieldName) => FieldProps;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  ref?: Ref<HTMLFormElement>;
  alert?: ReactNode;
}) {
  const { t } = useTranslation(['landing']);
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('landing:contact.form')} className="space-y-5">
      {alert}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('landing:contact.name')} required autoComplete="name" {...field('name')} />
        <TextField label={t('landing:contact.email')} type="email" required autoComplete="email" {...field('email')} />
      </div>
      <TextField label={t('landing:contact.subject')} required {...field('subject')} />
      <TextAreaField label={t('landing:contact.message')} required rows={5} {...field('message')} />
      <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
        {!submitting && <Send aria-hidden="true" className="size-4" />}
        {submitting ? t('landing:contact.sending') : t('landing:contact.send')}
      </Button>
    </form>
  );
}

/** What the stand-in holds: the values typed so far and the field that has the focus. */
export function readShell(form: HTMLFormElement | null): {
  values: Record<ContactFieldName, string>;
  focused: ContactFieldName | null;
} {
  const values = { name: '', email: '', subject: '', message: '' };
  let focused: ContactFieldName | null = null;
  for (const name of CONTACT_FIELDS) {
    const element = form?.elements.namedItem(name);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      values[name] = element.value;
      if (document.activeElement === element) focused = name;
    }
  }
  return { values, focused };
}
