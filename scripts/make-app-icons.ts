// Renders the app's icons (apps/web/public/icons) from the favicon's glyph in Chromium: npx tsx scripts/make-app-icons.ts
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
const glyph = `<path d="M6 14.5 16 8l10 6.5V25h-4v-8H10v8H6z" fill="#fff"/><path d="M12 19h8v2h-8zm0 3h8v3h-8z" fill="#c7d2fe"/>`;
// "any": the favicon's rounded tile; "maskable": full-bleed background, the glyph inside the 80% safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/>${glyph}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4f46e5"/><g transform="translate(16 16.5) scale(0.72) translate(-16 -16.5)">${glyph}</g></svg>`;
const out = fileURLToPath(new URL('../apps/web/public/icons', import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const [name, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `${out}/${name}`, omitBackground: true });
  await page.close();
}
await browser.close();
