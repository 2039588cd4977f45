import { describe, expect, it } from 'vitest';
import { isSmsGatewayConfigured, SMS_BODY_MAX_LENGTH, smsBody, smsMessagesUrl } from './sms.js';

describe('SMS gateway', () => {
  const full = {
    sms_gateway_url: 'https://api.twilio.com',
    sms_account_sid: 'AC123',
    sms_auth_token: 'token',
    sms_sender: '+15550100000',
  };

  it('when every field is filled, then the gateway is configured; any blank one and it is not', () => {
    expect(isSmsGatewayConfigured(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(isSmsGatewayConfigured({ ...full, [key]: ' ' })).toBe(false);
    }
  });

  it("when the address is built, then it is Twilio's Messages path under the base, with one slash", () => {
    expect(smsMessagesUrl('https://api.twilio.com', 'AC123')).toBe(
      'https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json',
    );
    expect(smsMessagesUrl('http://127.0.0.1:9000/gw/', 'AC/1')).toBe(
      'http://127.0.0.1:9000/gw/2010-04-01/Accounts/AC%2F1/Messages.json',
    );
  });

  it('when the body is long, then it is cut to the gateway limit with an ellipsis', () => {
    expect(smsBody(' Subject ', 'Text')).toBe('Subject\nText');
    expect(smsBody('', 'Only text')).toBe('Only text');
    const long = smsBody('S', 'x'.repeat(5000));
    expect(long).toHaveLength(SMS_BODY_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(smsBody('S', 'x'.repeat(SMS_BODY_MAX_LENGTH - 2))).toHaveLength(SMS_BODY_MAX_LENGTH);
  });
});
