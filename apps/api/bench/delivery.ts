/**
 * Delivery on the wire: what a browser downloads, counted from Chromium's own network
 * events (CDP Network.*): requests that reached the server and the bytes received for them
 * (encodedDataLength: headers plus the compressed body). Measured at a phone's viewport (390 x 844)
 * without scrolling, until the network is idle, on:
 * - the landing page, cold (empty cache) and repeated (a second visit in the same browser);
 * - the admin goods screen, cold, signed in.
 * Budgets (DESIGN "Performance budgets"): the landing page's first visit at most 15 requests and
 * under 150 KB; a repeat visit fetches only index.html and API data. Admin goods under 200 KB is
 * this bench's own line, to catch a signed-in screen growing unnoticed.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const LANDING_MAX_REQUESTS = 15;
export const LANDING_MAX_KB = 150;
export const ADMIN_GOODS_MAX_KB = 200;

export type Transfer = {
  requests: number;
  kb: number;
  /** Per request: path and KB, so a regression names its file. */
  files: { path: string; kb: number; from_cache?: boolean }[];
};
export type TransferResult = {
  landing_cold: Transfer;
  landing_repeat: Transfer & { only_page_and_api: boolean };
  admin_goods_cold: Transfer;
  budgets: { landing_max_requests: number; landing_max_kb: number; admin_goods_max_kb: number };
};
export type Session = { token: string; user: unknown };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

/** A context as after a sign-in: the stored session the app reads at start (lib/session-storage.ts). */
export async function newContext(browser: Browser, session?: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  if (session) {
    await context.addInitScript({
      content: `localStorage.setItem('token', ${JSON.stringify(session.token)});
        localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
    });
  }
  return context;
}

/** Opens url in a new page of context and counts what came over the network until it is idle. */
export async function transferOf(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<Transfer> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { path: string; bytes: number; fromCache: boolean; done: boolean }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const { pathname, search } = new URL(event.request.url);
    if (!event.request.url.startsWith('http')) return;
    requests.set(event.requestId, { path: pathname + search, bytes: 0, fromCache: false, done: false });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry && (event.response.fromDiskCache || event.response.fromPrefetchCache)) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) {
      entry.bytes = event.encodedDataLength;
      entry.done = true;
    }
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  const all = [...requests.values()];
  const sent = all.filter((entry) => !entry.fromCache);
  return {
    requests: sent.length,
    kb: kb(sent.reduce((total, entry) => total + entry.bytes, 0)),
    files: all.map((entry) => ({
      path: entry.path,
      kb: kb(entry.bytes),
      ...(entry.fromCache ? { from_cache: true } : {}),
    })),
  };
}

const landingReady = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};
export const goodsReady = async (page: Page) => {
  await page.getByText(/^[\d,]+ items? found$/).waitFor({ timeout: 60_000 });
};

export async function measureTransfers(base: string, admin: Session): Promise<TransferResult | { skipped: string }> {
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    return { skipped: `Chromium could not start: ${(error as Error).message.split('\n')[0]}` };
  }
  try {
    const visitor = await newContext(browser);
    const landingCold = await transferOf(visitor, `${base}/`, landingReady);
    const repeat = await transferOf(visitor, `${base}/`, landingReady);
    await visitor.close();
    const signedIn = await newContext(browser, admin);
    const adminGoods = await transferOf(signedIn, `${base}/admin/manage-goods`, goodsReady);
    await signedIn.close();
    const onlyPageAndApi = repeat.files
      .filter((file) => !file.from_cache)
      .every((file) => file.path === '/' || file.path.startsWith('/api/'));
    return {
      landing_cold: landingCold,
      landing_repeat: { ...repeat, only_page_and_api: onlyPageAndApi },
      admin_goods_cold: adminGoods,
      budgets: {
        landing_max_requests: LANDING_MAX_REQUESTS,
        landing_max_kb: LANDING_MAX_KB,
        admin_goods_max_kb: ADMIN_GOODS_MAX_KB,
      },
    };
  } finally {
    await browser.close();
  }
}
