/**
 * Largest Contentful Paint in headless Chromium with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate), cold cache, median of several runs. Budgets (DESIGN "Performance
 * budgets"): under 1.5 s on the landing page and under 2.5 s on a signed-in screen (admin goods).
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { round } from './load.js';

export const LCP_TARGETS_MS = { landing: 1500, admin_goods: 2500 } as const;
const CPU_SLOWDOWN = 4;
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 250;

export type LcpResult = { median_ms: number; runs_ms: number[]; target_ms: number; within_target: boolean };

/**
 * Waits until `condition` (a page expression) holds, asking through the DevTools protocol four times
 * a second. Not Playwright's locators: their waitFor puts Playwright's selector engine in the page
 * and tests the DOM on every frame, on the main thread whose work this measures, so the wait
 * itself would delay the paint it measures.
 */
async function waitUntil(cdp: CDPSession, condition: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `Boolean(${condition})`, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`The page did not show ${condition} within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

async function lcpOf(page: Page, url: string, ready: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await waitUntil(cdp, ready);
  await page.waitForLoadState('networkidle');
  // The last candidate reported before any input is the page's LCP. (A string: this package has no DOM types.)
  return page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(
  browser: Browser,
  url: string,
  runs: number,
  targetMs: number,
  /** A page expression that holds once the screen shows what is measured. */
  ready: string,
  session?: { token: string; user: unknown },
): Promise<LcpResult> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh context each run: empty cache, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (session) {
      // The stored session the app reads at start (lib/session-storage.ts), as after a sign-in.
      await context.addInitScript({
        content: `localStorage.setItem('token', ${JSON.stringify(session.token)});
          localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
      });
    }
    try {
      values.push(await lcpOf(await context.newPage(), url, ready));
    } finally {
      await context.close();
    }
  }
  const value = round(median(values));
  return {
    median_ms: value,
    runs_ms: values.map(round),
    target_ms: targetMs,
    within_target: value < targetMs,
  };
}

export async function measureLcp(
  base: string,
  admin: { token: string; user: unknown },
  runs = 5,
): Promise<{ landing: LcpResult; admin_goods: LcpResult } | { skipped: string }> {
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
  } catch (error) {
    return { skipped: `Chromium could not start: ${(error as Error).message.split('\n')[0]}` };
  }
  try {
    const landing = await measure(browser, `${base}/`, runs, LCP_TARGETS_MS.landing, `document.querySelector('h1')`);
    // The list's count, shown once the goods have arrived.
    const adminGoods = await measure(
      browser,
      `${base}/admin/manage-goods`,
      runs,
      LCP_TARGETS_MS.admin_goods,
      String.raw`/\d items? found/.test(document.querySelector('main')?.textContent ?? '')`,
      admin,
    );
    return { landing, admin_goods: adminGoods };
  } finally {
    await browser.close();
  }
}
