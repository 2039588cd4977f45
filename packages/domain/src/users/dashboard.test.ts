import { describe, expect, it } from 'vitest';
import { STOCK_STATUSES } from '../goods/status.js';
import {
  activeUsersLine,
  DASHBOARD_STOCK_SEGMENTS,
  dashboardActivityQuerySchema,
  fillActivityDays,
  goodsManagedLine,
  lastUtcDays,
  RECENT_ACTIVITY_MAX_ENTRIES,
  RECENT_ASSIGNMENTS_LIMIT,
} from './dashboard.js';

describe('admin dashboard recent activity', () => {
  it('when the list is built, then 3 assignments plus one info line fit the maximum of 4', () => {
    expect(RECENT_ASSIGNMENTS_LIMIT).toBe(3);
    expect(RECENT_ACTIVITY_MAX_ENTRIES).toBe(4);
  });

  it('when the info lines are written, then they read as the spec says', () => {
    expect(activeUsersLine(12)).toBe('12 active users in system');
    expect(goodsManagedLine(0)).toBe('0 goods being managed');
  });
});

describe('dashboard activity days', () => {
  const NOW = new Date('2025-03-02T23:59:59.000Z');

  it('when 14 days are asked, then the window ends today (UTC) and crosses month ends', () => {
    const days = lastUtcDays(14, NOW);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2025-02-17');
    expect(days.at(-1)).toBe('2025-03-02');
    expect(days).toContain('2025-02-28');
    expect(days).not.toContain('2025-02-29');
  });

  it('when one day is asked, then only today', () => {
    expect(lastUtcDays(1, new Date('2025-03-03T00:00:00.000Z'))).toEqual(['2025-03-03']);
  });

  it('when counts are missing for some days, then those days are 0 and days outside the window are dropped', () => {
    const filled = fillActivityDays(
      [
        { date: '2025-03-01', count: 4 },
        { date: '2025-01-01', count: 9 },
      ],
      3,
      NOW,
    );
    expect(filled).toEqual([
      { date: '2025-02-28', count: 0 },
      { date: '2025-03-01', count: 4 },
      { date: '2025-03-02', count: 0 },
    ]);
  });

  it.each([
    [{}, 14],
    [{ days: '7' }, 7],
    [{ days: '90' }, 90],
  ])('when the query is %j, then days is %i', (query, days) => {
    expect(dashboardActivityQuerySchema.parse(query).days).toBe(days);
  });

  it.each([{ days: '0' }, { days: '91' }, { days: '1.5' }, { days: 'week' }])(
    'when the query is %j, then it is refused',
    (query) => {
      expect(dashboardActivityQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('dashboard stock chart segments', () => {
  it('when the chart is drawn, then every stock status has one labelled segment', () => {
    expect(DASHBOARD_STOCK_SEGMENTS.map((segment) => segment.status).sort()).toEqual([...STOCK_STATUSES].sort());
    expect(DASHBOARD_STOCK_SEGMENTS.every((segment) => segment.label.length > 0)).toBe(true);
  });
});
