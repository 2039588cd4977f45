import { z } from 'zod';
import { SETTINGS_MESSAGES } from './options.js';
import { ipAllowEntrySchema, systemSettingsSchema, type SystemSettingsResponse } from './system.js';

/** The allow-list as the form holds it: one entry per line (commas and spaces also separate). */
export const splitIpAllowList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The admin settings form: the stored shape, with the allow-list as text. Secrets are typed in
 * fresh (empty keeps the stored value), so they carry no stored value here.
 */
export const systemSettingsFormSchema = systemSettingsSchema.omit({ ip_allow_list: true }).extend({
  ip_allow_list: z
    .string()
    .max(5000)
    .transform(splitIpAllowList)
    // One message on the field (not per line), naming the first entry that is not an address.
    .superRefine((list, context) => {
      const bad = list.find((entry) => !ipAllowEntrySchema.safeParse(entry).success);
      if (bad !== undefined) context.addIssue({ code: 'custom', message: `“${bad}”: ${SETTINGS_MESSAGES.ipInvalid}` });
      else if (list.length > 100) context.addIssue({ code: 'custom', message: 'At most 100 entries' });
    }),
});
export type SystemSettingsFormInput = z.input<typeof systemSettingsFormSchema>;
export type SystemSettingsFormOutput = z.output<typeof systemSettingsFormSchema>;

/** The form's starting values from the server's answer. */
export function toSettingsFormValues(settings: SystemSettingsResponse): SystemSettingsFormInput {
  const { has_smtp_password: _a, has_sms_auth_token: _b, address_country: _c, ...rest } = settings;
  return { ...rest, ip_allow_list: settings.ip_allow_list.join('\n') };
}
