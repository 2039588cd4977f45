import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateMeRequestSchema } from '../auth/profile-input.js';
import { updateAssignmentRequestSchema } from '../assignments/schemas.js';
import {
  applySettingsUpdate,
  changedSettingKeys,
  defaultSystemSettings,
  systemSettingsUpdateSchema,
  toSettingsResponse,
} from '../settings/system.js';
import { optionalWithoutDefaults } from './partial-update.js';

describe('partial updates', () => {
  it('when a shape has defaults, then the update fields leave an absent key absent', () => {
    const update = z.object(
      optionalWithoutDefaults({ a: z.string().default('x'), b: z.number().default(1), c: z.boolean() }),
    );
    expect(update.parse({ b: 2 })).toEqual({ b: 2 });
    expect(update.parse({})).toEqual({});
    expect(update.safeParse({ a: 5 }).success).toBe(false);
  });

  it.each([
    ['system settings', systemSettingsUpdateSchema, { site_name: 'X' }],
    ['own profile', updateMeRequestSchema, { first_name: 'Ann' }],
    ['assignment', updateAssignmentRequestSchema, { progress: 40 }],
  ] as const)('when a %s update sends one field, then the parsed update holds only that field', (_, schema, body) => {
    expect(schema.parse(body)).toEqual(body);
  });

  it('when the system settings answer is sent back, then it parses and applying it changes nothing', () => {
    const stored = applySettingsUpdate(defaultSystemSettings(), { smtp_password: 's3cret', lockout_minutes: 90 });
    const update = systemSettingsUpdateSchema.parse(toSettingsResponse(stored, 3));
    expect(update.version).toBe(3);
    const next = applySettingsUpdate(stored, update);
    expect(next).toEqual(stored);
    expect(changedSettingKeys(stored, next)).toEqual([]);
  });

  it('when settings change, then the changed keys are exactly those whose value differs', () => {
    const next = applySettingsUpdate(defaultSystemSettings(), {
      site_name: defaultSystemSettings().site_name,
      ip_allow_list: ['10.0.0.1'],
      has_smtp_password: true,
    });
    expect(changedSettingKeys(defaultSystemSettings(), next)).toEqual(['ip_allow_list']);
  });
});
