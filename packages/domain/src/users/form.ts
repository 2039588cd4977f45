import { z } from 'zod';
import type { Role } from '../auth/roles.js';
import { createUserRequestSchema, updateUserRequestSchema, USER_MESSAGES, type UserStatus } from './schemas.js';

export type UserFormMode = 'create' | 'edit';

/**
 * The add/edit user dialog: the request of its mode plus a password confirmation that is never
 * sent (spec 02 section 5). On edit a blank password keeps the current one and needs no confirmation.
 */
export function userFormSchema(mode: UserFormMode) {
  const request = mode === 'create' ? createUserRequestSchema : updateUserRequestSchema;
  return z
    .object({
      username: z.string().optional(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      role: z.string(),
      branch_id: z.number().nullable(),
      branch_ids: z.array(z.number()).optional(),
      is_active: z.boolean(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((form, ctx) => {
      const { confirmPassword, ...fields } = form;
      const body = mode === 'edit' ? { ...fields, username: undefined } : fields;
      const parsed = request.safeParse(body);
      const issues = parsed.success ? [] : parsed.error.issues;
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      // The request's branch rule runs only once every field parses; the form shows it with the rest.
      const branchReported = issues.some((issue) => issue.path[0] === 'branch_id');
      if (!branchReported && form.role === 'employee' && form.branch_id === null) {
        ctx.addIssue({ code: 'custom', message: USER_MESSAGES.branchRequired, path: ['branch_id'] });
      }
      if (form.password !== '' && confirmPassword !== form.password) {
        ctx.addIssue({ code: 'custom', message: USER_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
      }
    });
}
export type UserForm = z.input<ReturnType<typeof userFormSchema>>;

/** How the user screens name each role and status (filters, badges, the role selector). */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', employee: 'Employee', customer: 'Customer' };
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };
