import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema, type ContactMessage } from '@stockyard/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-client';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

function ContactFormFields() {
  const [sendError, setSendError] = useState<string | null>(null);
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY, reValidateMode: 'onSubmit' });

  // An error goes away as soon as the reader starts fixing that field.
  const field = (name: keyof ContactMessage) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (message) => {
    setSendError(null);
    try {
      await sendMessage.mutateAsync(message);
      window.alert(CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY);
    } catch (error) {
      setSendError(errorMessage(error, 'Your message could not be sent. Please try again.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-5">
      {sendError && (
        <Alert tone="error" onDismiss={() => setSendError(null)}>
          {sendError}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" error={errors.name?.message} {...field('name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
      </div>
      <TextField label="Subject" required error={errors.subject?.message} {...field('subject')} />
      <TextAreaField label="Message" required rows={5} error={errors.message?.message} {...field('message')} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
        {!isSubmitting && <Send aria-hidden="true" className="size-4" />}
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

/** Loaded after the first paint (react-hook-form and zod), so it brings its own query provider. */
export function ContactForm() {
  return (
    <QueryProvider>
      <ContactFormFields />
    </QueryProvider>
  );
}
