import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/schemas.js';
import { totpCodeField, twoFactorCodeField } from './code.js';

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

export const twoFactorSetupRequestSchema = z.object({ password: passwordField }).strict();
export type TwoFactorSetupRequest = z.infer<typeof twoFactorSetupRequestSchema>;

export const twoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code; shown as an image, never inserted as markup. */
  qr_svg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorEnableRequestSchema = z.object({ code: totpCodeField }).strict();
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;

/** Turning it off and new recovery codes both take the password and a current code. */
export const twoFactorConfirmRequestSchema = z.object({ password: passwordField, code: twoFactorCodeField }).strict();
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequestSchema>;

export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;
