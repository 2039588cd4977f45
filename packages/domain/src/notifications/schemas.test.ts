import { describe, expect, it } from 'vitest';
import { notificationInputSchema, notificationListQuerySchema } from './schemas.js';

describe('notification contracts', () => {
  it('when no limit is given, then 20; 100 is the most and 101 is refused', () => {
    expect(notificationListQuerySchema.parse({}).limit).toBe(20);
    expect(notificationListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(notificationListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
  it('when a link points outside the app, then it is refused', () => {
    const base = { title: 'T', message: 'M' };
    expect(notificationInputSchema.safeParse({ ...base, link: '/customer/dashboard' }).success).toBe(true);
    expect(notificationInputSchema.safeParse({ ...base, link: null }).success).toBe(true);
    expect(notificationInputSchema.safeParse({ ...base, link: 'https://evil.example' }).success).toBe(false);
    expect(notificationInputSchema.safeParse({ ...base, link: '//evil.example' }).success).toBe(false);
  });
});
