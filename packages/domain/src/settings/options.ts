/** Option sets and messages of the admin settings screen (spec 02 sections 3, 5 and 9). */

export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Roles an admin may preselect for new accounts; self-registration always creates a customer. */
export const DEFAULT_ROLE_OPTIONS = ['customer', 'employee'] as const;

/** Twilio's API; any gateway speaking its Messages API may stand in (sms_gateway_url). */
export const SMS_GATEWAY_DEFAULT_URL = 'https://api.twilio.com';

/** Write-only settings: the server never sends them back, only whether one is stored. */
export const SECRET_SETTINGS = ['smtp_password', 'sms_auth_token'] as const;
export type SecretSetting = (typeof SECRET_SETTINGS)[number];

export const SETTINGS_MESSAGES = {
  passwordLength: 'Minimum password length must be between 6 and 32',
  loginAttempts: 'Max login attempts must be between 3 and 10',
  siteNameRequired: 'Site name is required',
  saveFailed: 'Failed to save settings. Please try again.',
  loadFailed: 'Failed to load settings',
  resetConfirm:
    'Are you sure you want to reset all system settings to their defaults? Stored passwords and keys are removed too.',
  reset: 'Settings were reset to their defaults',
  cacheCleared: 'Cache cleared',
  backupDownloaded: 'Backup downloaded',
  gatewayUrlInvalid: 'Enter the gateway address, e.g. https://api.twilio.com',
  ipInvalid: 'Enter IPv4 or IPv6 addresses, optionally with a /prefix (e.g. 10.0.0.0/8)',
  ipSelfExcluded: (ip: string) =>
    `Your own address (${ip}) is not on the IP allow-list, so saving it would lock you out`,
} as const;
