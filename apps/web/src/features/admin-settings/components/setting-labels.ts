import type { SystemSettings } from '@stockyard/domain';

/**
 * Each setting's label, as its field on the tabs shows it and as the "changed by someone else"
 * notice names it: one word per setting for both.
 */
export const SETTING_LABELS = {
  site_name: 'admin:settings.field.siteName',
  site_description: 'admin:settings.field.siteDescription',
  maintenance_mode: 'admin:settings.field.maintenanceMode',
  allow_registrations: 'admin:settings.field.allowRegistrations',
  default_user_role: 'admin:settings.field.defaultUserRole',
  session_timeout_minutes: 'admin:settings.field.sessionTimeout',
  max_file_size_mb: 'admin:settings.field.maxFileSize',
  backup_frequency: 'admin:settings.field.backupFrequency',
  log_level: 'admin:settings.field.logLevel',
  count_variance_admin_threshold: 'admin:settings.field.countVarianceThreshold',
  default_country: 'admin:settings.field.defaultCountry',
  password_min_length: 'admin:settings.field.passwordMinLength',
  max_login_attempts: 'admin:settings.field.maxLoginAttempts',
  lockout_minutes: 'admin:settings.field.lockoutDuration',
  rate_limit_per_minute: 'admin:settings.field.rateLimit',
  ip_allow_list: 'admin:settings.field.allowedAddresses',
  require_admin_two_factor: 'admin:settings.field.requireTwoFactor',
  email_notifications: 'admin:settings.field.emailNotifications',
  smtp_host: 'admin:settings.field.smtpHost',
  smtp_port: 'admin:settings.field.smtpPort',
  smtp_username: 'admin:settings.field.smtpUsername',
  smtp_password: 'admin:settings.field.smtpPassword',
  smtp_use_tls: 'admin:settings.field.useTls',
  smtp_from_email: 'admin:settings.field.fromAddress',
  sms_notifications: 'admin:settings.field.smsNotifications',
  sms_gateway_url: 'admin:settings.field.gatewayUrl',
  sms_account_sid: 'admin:settings.field.accountSid',
  sms_auth_token: 'admin:settings.field.authToken',
  sms_sender: 'admin:settings.field.senderNumber',
  push_notifications: 'admin:settings.field.pushNotifications',
  alert_low_stock: 'admin:settings.field.alertLowStock',
  alert_new_application: 'admin:settings.field.alertNewApplication',
  alert_security: 'admin:settings.field.alertSecurity',
  alert_system_errors: 'admin:settings.field.alertSystemErrors',
  db_query_timeout_seconds: 'admin:settings.field.dbQueryTimeout',
  backup_retention_days: 'admin:settings.field.backupRetention',
} as const satisfies Record<keyof SystemSettings, string>;
