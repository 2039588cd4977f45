import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema, type ContactMessage } from '@stockyard/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/bind-field';
import { useTranslation } from '../../../lib/i18n/react';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactFormLayout, type readShell } from './contact-form-shell';

/** What was typed in the stand-in, the field that had the focus, and whether Send was pressed there. */
type ShellState = ReturnType<typeof readShell> & { submit: boolean };

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

function ContactFormFields({ shell }: { shell: ShellState }) {
  const [sendError, setSendError] = useState<string | null>(null);
  const { t } = useTranslation(['landing']);
  const sendMessage = useSendContactMessage();
  const form = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: shell.values,
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, reset } = form;
  const { isSubmitting } = form.formState;

  // The reader was typing in the stand-in: carry on in the same field, focused in the same task that
  // swaps the stand-in out (a layout effect, on the element itself: react-hook-form's setFocus waits
  // a timer). Otherwise the focus sat on the page body for a moment, a frame or much longer on a busy
  // machine, and a key pressed or text filled in then was lost.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = shell.focused && formRef.current?.elements.namedItem(shell.focused);
    if (element instanceof HTMLElement) element.focus();
  }, [shell.focused]);

  // An error goes away as soon as the reader starts fixing that field.
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (message) => {
    setSendError(null);
    try {
      await sendMessage.mutateAsync(message);
      window.alert(CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY);
    } catch (error) {
      setSendError(errorMessage(error, t('landing:contact.sendFailed')));
    }
  });

  // Send was pressed in the stand-in: carry it out now, validation first.
  const submitOnArrival = useRef(shell.submit);
  useEffect(() => {
    if (!submitOnArrival.current) return;
    submitOnArrival.current = false;
    void onSubmit();
  }, [onSubmit]);

  return (
    <ContactFormLayout
      ref={formRef}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      field={field}
      alert={
        sendError && (
          <Alert tone="error" onDismiss={() => setSendError(null)}>
            {sendError}
          </Alert>
        )
      }
    />
  );
}

/**
 * Loaded once the form comes near the screen or gets the focus (contact-section.tsx). It starts
 * from what was typed in the stand-in (`shell`).
 */
export function ContactForm({ readShellState }: { readShellState: () => ShellState }) {
  const [shell] = useState(readShellState);
  return <ContactFormFields shell={shell} />;
}
