import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_POLL_FALLBACK_MS,
  NOTIFICATION_STREAM_HEARTBEAT_MS,
  notificationInputSchema,
  notificationListQuerySchema,
  notificationStreamNotificationSchema,
  notificationStreamUnreadSchema,
} from './schemas.js';

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

describe('live bell contracts', () => {
  it('when the stream is quiet, then its heartbeat comes before a 30 s idle timeout would close it', () => {
    expect(NOTIFICATION_STREAM_HEARTBEAT_MS).toBeLessThan(30_000);
    expect(NOTIFICATION_POLL_FALLBACK_MS).toBe(30_000);
  });
  it('when an event carries a notification, then it has the list item shape and the count', () => {
    const notification = {
      id: 7,
      title: 'New assignment',
      message: 'You have a new assignment: "Sweep".',
      link: '/employee/assignments',
      read: false,
      read_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(notificationStreamNotificationSchema.parse({ notification, unread_count: 3 })).toEqual({
      notification,
      unread_count: 3,
    });
    expect(notificationStreamNotificationSchema.safeParse({ notification, unread_count: '3' }).success).toBe(false);
    expect(notificationStreamUnreadSchema.safeParse({ unread_count: 1.5 }).success).toBe(false);
  });
});
