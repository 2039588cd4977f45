/** What every SMS gateway setting must hold before a text can be sent. */
export type SmsGatewaySettings = {
  sms_gateway_url: string;
  sms_account_sid: string;
  sms_auth_token: string;
  sms_sender: string;
};

export function isSmsGatewayConfigured(settings: SmsGatewaySettings): boolean {
  return [settings.sms_gateway_url, settings.sms_account_sid, settings.sms_auth_token, settings.sms_sender].every(
    (value) => value.trim() !== '',
  );
}

/** The Messages API address of a Twilio-compatible gateway for an account. */
export function smsMessagesUrl(gatewayUrl: string, accountSid: string): string {
  return `${gatewayUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
}

/** Twilio takes at most 1,600 characters in one message body. */
export const SMS_BODY_MAX_LENGTH = 1600;

/** The text of an SMS: the subject, then the message, cut to what a gateway accepts. */
export function smsBody(subject: string, text: string): string {
  const body = [subject.trim(), text.trim()].filter(Boolean).join('\n');
  return body.length <= SMS_BODY_MAX_LENGTH ? body : `${body.slice(0, SMS_BODY_MAX_LENGTH - 1)}…`;
}

export const SMS_MESSAGES = {
  noPhone: 'No phone number in the profile',
  phoneNotInternational: 'The profile phone number is not a valid number with its country code (e.g. +44 20 7946 0958)',
  notConfigured: 'SMS is not available: no SMS gateway is configured.',
  switchedOff: 'SMS notifications are turned off for this site by the administrator.',
  addPhone:
    'Add a phone number in international form (e.g. +44 20 7946 0958) to your profile to receive text messages.',
} as const;
