import type { z } from 'zod';
import type { updateMeRequestSchema } from '../auth/profile-input.js';
import type { passwordChangeFormSchema } from './password-change.js';

/** What the settings forms hold before validation (text inputs), for react-hook-form. */
export type ProfileFormValues = z.input<typeof updateMeRequestSchema>;
export type PasswordChangeFormValues = z.input<ReturnType<typeof passwordChangeFormSchema>>;
