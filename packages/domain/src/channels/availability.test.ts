import { describe, expect, it } from 'vitest';
import { defaultSystemSettings } from '../settings/system.js';
import { notificationChannelsFor } from './availability.js';
import { PUSH_MESSAGES } from './push.js';
import { SMS_MESSAGES } from './sms.js';

const gateway = { sms_account_sid: 'AC1', sms_auth_token: 'secret', sms_sender: '+15550100000' };

describe('which channels a person may switch on', () => {
  it('when nothing is configured (the defaults), then neither SMS nor push is available, each saying why', () => {
    expect(notificationChannelsFor(defaultSystemSettings(), null)).toEqual({
      push: { available: false, reason: PUSH_MESSAGES.switchedOff },
      sms: { available: false, reason: SMS_MESSAGES.notConfigured, phone_ready: false },
    });
  });

  it('when a gateway is configured but SMS is switched off, then SMS says so', () => {
    const channels = notificationChannelsFor({ ...defaultSystemSettings(), ...gateway }, '+1 202 555 0102');
    expect(channels.sms).toEqual({ available: false, reason: SMS_MESSAGES.switchedOff, phone_ready: true });
  });

  it('when the switch is on but the gateway lacks a field, then SMS is not available', () => {
    const settings = { ...defaultSystemSettings(), ...gateway, sms_notifications: true, sms_auth_token: '' };
    expect(notificationChannelsFor(settings, null).sms.reason).toBe(SMS_MESSAGES.notConfigured);
  });

  it('when both are on and configured, then both are available; the phone decides phone_ready', () => {
    const settings = { ...defaultSystemSettings(), ...gateway, sms_notifications: true, push_notifications: true };
    expect(notificationChannelsFor(settings, '555 0102')).toEqual({
      push: { available: true, reason: null },
      sms: { available: true, reason: null, phone_ready: false },
    });
    expect(notificationChannelsFor(settings, '+12025550102').sms.phone_ready).toBe(true);
  });
});
