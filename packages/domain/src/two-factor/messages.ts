/** Two-factor sign-in words, shared by the server answers and the screens. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid authentication code',
  setupRequired: 'Two-factor sign-in is required for administrators. Set it up in your settings.',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  noPendingSetup: 'Start the setup again: no pending authenticator secret was found',
  adminMustKeep: 'Administrators must keep two-factor sign-in on while the system setting requires it',
  passwordIncorrect: 'Password is incorrect',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  recoveryCodesSaveHint: 'Save these recovery codes somewhere safe. Each one works once; they will not be shown again.',
} as const;

/** Error codes the login and the admin requirement answer with; the sign-in screen reacts to them. */
export const TWO_FACTOR_ERROR_CODES = {
  required: 'TWO_FACTOR_REQUIRED',
  invalid: 'INVALID_TWO_FACTOR_CODE',
  setupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
} as const;
