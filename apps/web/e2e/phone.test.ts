import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranchTo, adminToken } from './support/accounts.js';
import { launchBrowser, newPage, signInAs } from './support/browser.js';

type Role = 'visitor' | 'customer' | 'employee' | 'admin';
const CREDENTIALS: Record<Exclude<Role, 'visitor'>, [string, string]> = {
  customer: ['customer1', 'cust123'],
  employee: ['employee1', 'emp123'],
  admin: ['admin', 'admin123'],
};

/** Every route of every role (route-walk.test.ts, a11y.test.ts, the admin's inbox and email log). */
const ROUTES: Record<Role, string[]> = {
  visitor: ['/', '/login', '/register', '/no-such-page'],
  customer: [
    '/customer/dashboard',
    '/customer/store-goods',
    '/customer/branch-capacity',
    '/customer/apply-to-store',
    '/customer/settings',
  ],
  employee: [
    '/employee/dashboard',
    '/employee/goods',
    '/employee/assignments',
    '/employee/inventory',
    '/employee/applications',
    '/employee/transfers',
    '/employee/settings',
  ],
  admin: [
    '/admin/dashboard',
    '/admin/users',
    '/admin/goods',
    '/admin/branches',
    '/admin/assignments',
    '/admin/applications',
    '/admin/transfers',
    '/admin/settings',
    '/admin/messages',
    '/admin/email-log',
  ],
};

const PHONES = [360, 390] as const;

/** How far the page reaches past the screen's right edge (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function phonePage(browser: Browser, role: Role, width: number) {
  const session = await newPage(browser, { width, height: 780 });
  if (role !== 'visitor') await signInAs(session.page, ...CREDENTIALS[role]);
  return session;
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The route's chunk and its data are in; let the list render.
  await page.locator('main').first().waitFor();
}

describe('phones: every screen fits 360 and 390 px without sideways scrolling', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const role of ['visitor', 'customer', 'employee', 'admin'] as const) {
    it(`when the ${role} walks every route on a phone, then no page is wider than the screen`, async () => {
      for (const width of PHONES) {
        const { context, page } = await phonePage(browser, role, width);
        try {
          for (const path of ROUTES[role]) {
            await settle(page, path);
            expect(await overflow(page), `${path} at ${width} px`).toBe(0);
          }
        } finally {
          await context.close();
        }
      }
    });
  }

  it('when a settings screen opens on a phone, then every one of its tabs is in sight', async () => {
    const screens = [
      ['customer', '/customer/settings'],
      ['employee', '/employee/settings'],
      ['admin', '/admin/settings'],
    ] as const;
    for (const [role, path] of screens) {
      const { context, page } = await phonePage(browser, role, 360);
      try {
        await settle(page, path);
        const tabs = page.getByRole('tablist').first().getByRole('tab');
        await tabs.first().waitFor();
        const boxes = await tabs.evaluateAll((nodes) =>
          nodes.map((node) => {
            const box = node.getBoundingClientRect();
            return { name: node.textContent, left: box.left, right: box.right };
          }),
        );
        expect(boxes.length, path).toBeGreaterThan(2);
        for (const box of boxes) {
          expect(box.left, `${box.name} on ${path}`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name} on ${path}`).toBeLessThanOrEqual(360);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('when the brand, dashboard figures, due dates and addresses show on a phone, then none is cut short', async () => {
    // Text cut with an ellipsis ("Sto...") or a label broken inside a word ("Assignme / nts").
    const cut = (page: Page) =>
      page.evaluate(() => {
        const found: string[] = [];
        for (const node of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
          const box = node.getBoundingClientRect();
          // Visually hidden text (sr-only: 1 px wide) is for screen readers, not cut.
          if (box.width <= 1 || node.closest('[aria-hidden="true"], .sr-only')) continue;
          const style = getComputedStyle(node);
          if (style.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1)
            found.push(`cut: ${node.textContent?.trim()}`);
          // A short label on more lines than it has words has a word broken across lines.
          const text = Array.from(node.childNodes)
            .filter((child) => child.nodeType === 3)
            .map((child) => child.textContent)
            .join('')
            .trim();
          const words = text.split(/\s+/).filter(Boolean).length;
          const lines = Math.round(box.height / parseFloat(style.lineHeight));
          if (
            text.length > 0 &&
            text.length < 40 &&
            node.children.length === 0 &&
            Number.isFinite(lines) &&
            lines > words
          )
            found.push(`broken: ${text}`);
        }
        return found;
      });
    const screens = [
      ['visitor', '/'],
      ['customer', '/customer/dashboard'],
      ['customer', '/customer/branch-capacity'],
      ['employee', '/employee/dashboard'],
      ['admin', '/admin/dashboard'],
      ['admin', '/admin/branches'],
    ] as const;
    for (const [role, path] of screens) {
      const { context, page } = await phonePage(browser, role, 360);
      try {
        await settle(page, path);
        expect(await cut(page), `${path} at 360 px`).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('when an employee opens the inventory on a phone, then the Total Value tile shows its sum on one line', async () => {
    for (const width of PHONES) {
      const { context, page } = await phonePage(browser, 'employee', width);
      try {
        await settle(page, '/employee/inventory');
        // The first sum on the screen is the tiles' Total Value (the list comes after them).
        const value = page.getByText(/^\$[\d,]+\.\d{2}$/).first();
        await value.waitFor();
        expect(await value.locator('xpath=..').textContent()).toContain('Total Value');
        // One line: the figure is no taller than its line height (it broke mid-number at 390 px before).
        const lines = await value.evaluate((node) => {
          const style = getComputedStyle(node);
          return Math.round(node.getBoundingClientRect().height / parseFloat(style.lineHeight));
        });
        expect(lines, `Total Value at ${width} px`).toBe(1);
      } finally {
        await context.close();
      }
    }
  });

  it('when an employee scrolls the inventory cards on a phone, then the scroll-to-top button is hidden while scrolling down and at the end', async () => {
    const { context, page } = await phonePage(browser, 'employee', 360);
    try {
      await settle(page, '/employee/inventory');
      const button = page.getByLabel('Scroll to top');
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => button.getAttribute('aria-hidden')).toBe('true');
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => button.getAttribute('aria-hidden')).toBe('true');
      // Scrolling back up is the moment it is wanted.
      await page.mouse.wheel(0, -600);
      await expect.poll(() => button.getAttribute('aria-hidden')).toBe('false');
    } finally {
      await context.close();
    }
  });
});

describe('phones: the longest values the forms accept still fit', () => {
  let browser: Browser;
  const tag = Date.now().toString(36);
  // Unbroken runs of wide letters at the zod maximum of each field (packages/domain).
  const long = (length: number, start: string) => (start + tag + 'W'.repeat(length)).slice(0, length);
  const branch = { name: long(150, 'Branch'), location: long(300, 'Location') };
  const good = {
    name: long(200, 'Item'),
    sku: long(80, 'SKU'),
    supplier: long(200, 'Supplier'),
    location: long(120, 'Shelf'),
  };
  const person = { first_name: long(100, 'First'), last_name: long(100, 'Last'), username: long(150, 'user') };
  const created: { branch?: number; good?: number; user?: number } = {};
  let token = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    try {
      token = await adminToken(page.request);
      const headers = { Authorization: `Bearer ${token}` };
      const branchResponse = await page.request.post('/api/branches', {
        headers,
        data: { ...branch, capacity: 1000, available_space: 1000 },
      });
      expect(branchResponse.status()).toBe(201);
      created.branch = ((await branchResponse.json()) as { id: number }).id;
      // employee1 reads these screens below: staff see the branches they work at.
      await addBranchTo(token, 'employee1', created.branch);
      const goodResponse = await page.request.post('/api/goods', {
        headers,
        data: { ...good, category: 'Other', branch_id: created.branch, quantity: 5, price_per_unit: 1234567.89 },
      });
      expect(goodResponse.status()).toBe(201);
      created.good = ((await goodResponse.json()) as { id: number }).id;
      const userResponse = await page.request.post('/api/users', {
        headers,
        data: {
          ...person,
          email: `${long(60, 'mail')}@example.com`,
          role: 'employee',
          branch_id: created.branch,
          password: 'Maple-Circuit-4829',
        },
      });
      expect(userResponse.status()).toBe(201);
      created.user = ((await userResponse.json()) as { id: number }).id;
    } finally {
      await context.close();
    }
  });

  afterAll(async () => {
    const { context, page } = await newPage(browser);
    const headers = { Authorization: `Bearer ${token}` };
    // Deletes name the version they were made from; these records are never edited here.
    if (created.user) await page.request.delete(`/api/users/${created.user}?version=1`, { headers });
    if (created.good) await page.request.delete(`/api/goods/${created.good}?version=1`, { headers });
    if (created.branch) await page.request.delete(`/api/branches/${created.branch}?version=1`, { headers });
    await context.close();
    await browser.close();
  });

  const SCREENS: [Role, string, string][] = [
    ['visitor', '/branches', branch.name],
    ['customer', '/customer/branch-capacity', branch.name],
    ['admin', '/admin/branches', branch.name],
    ['admin', '/admin/goods', good.name],
    ['admin', '/admin/users', person.first_name],
    ['employee', '/employee/inventory', good.name],
    ['employee', '/employee/goods', good.name],
  ];

  it.each(SCREENS)(
    'when the %s opens %s at 360 px, then the long values wrap inside the screen',
    async (role, path, text) => {
      const { context, page } = await phonePage(browser, role, 360);
      try {
        await settle(page, path);
        const search = page.getByLabel('Search');
        if (role !== 'visitor' && (await search.count()) > 0) await search.first().fill(text.slice(0, 20));
        const shown = page.getByText(text).filter({ visible: true }).first();
        await shown.scrollIntoViewIfNeeded();
        const box = await shown.boundingBox();
        expect(box, `${path} shows the long value`).not.toBeNull();
        expect(box!.x + box!.width, `${path}: the value ends inside the screen`).toBeLessThanOrEqual(360);
        expect(await overflow(page), `${path}`).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  const DETAILS: [Role, string, string, (page: Page) => Promise<void>][] = [
    [
      'employee',
      '/employee/inventory',
      'its details',
      (page) => page.getByRole('button', { name: `View ${good.name}` }).click(),
    ],
    [
      'admin',
      '/admin/goods',
      'its edit form',
      // On a phone the goods table's rows are cards whose actions carry their words.
      (page) => page.getByRole('table', { name: 'Goods' }).getByRole('button', { name: 'Edit Item' }).first().click(),
    ],
  ];

  it.each(DETAILS)(
    'when the %s opens the long item on %s at 360 px, then %s fit the screen',
    async (role, path, _what, open) => {
      const { context, page } = await phonePage(browser, role, 360);
      try {
        await settle(page, path);
        await page.getByLabel('Search').first().fill(good.name.slice(0, 20));
        await expect.poll(() => page.getByText(good.name).filter({ visible: true }).count()).toBeGreaterThan(0);
        await open(page);
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const box = await dialog.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
        expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        expect(await overflow(page)).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
