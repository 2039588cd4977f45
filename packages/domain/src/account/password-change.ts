import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordTooShortMessage } from '../auth/schemas.js';
import { plainText } from '../common/validation.js';

/** Settings screens' password change (spec 01 section 5): at least 8 characters. */
export const SETTINGS_PASSWORD_MIN_LENGTH = 8;

export const passwordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  new_password: z
    .string()
    .min(SETTINGS_PASSWORD_MIN_LENGTH, passwordTooShortMessage(SETTINGS_PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** The form adds a confirmation; the two screens word the mismatch differently. */
export const passwordChangeFormSchema = (mismatchMessage: 'New passwords do not match' | 'Passwords do not match') =>
  z
    .object({ current_password: z.string(), new_password: z.string(), confirm_password: z.string() })
    .superRefine((form, ctx) => {
      const parsed = passwordChangeRequestSchema.safeParse(form);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      if (form.new_password !== form.confirm_password) {
        ctx.addIssue({ code: 'custom', message: mismatchMessage, path: ['confirm_password'] });
      }
    });

/** The current password confirms that the person at the keyboard owns the account (a stolen token alone cannot). */
export const deletionRequestSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
  reason: plainText(1000, 'multi-line').optional(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
export const DELETION_REQUEST_MESSAGE = 'Account deletion request submitted. Please contact your administrator.';
