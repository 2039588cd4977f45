import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { DEMO_PAGE_ATTRIBUTE } from '../src/lib/demo-page';

/**
 * The public pages a visitor lands on, rendered to HTML at build time, and the paths that show each.
 * The landing page's sections (/about, /branches, /contact) are the landing page scrolled.
 */
const PAGES: Record<string, { paths: string[]; allStyles: boolean; demo?: true }> = {
  landing: { paths: ['/', '/about', '/branches', '/contact'], allStyles: false },
  // Also rendered as a demo server shows it, with the demo accounts box (src/lib/demo-page.ts).
  login: { paths: ['/login'], allStyles: true, demo: true },
  register: { paths: ['/register'], allStyles: true },
};
// The stylesheet of every screen but the landing page (app/lazy-route.tsx, allStyles).
const ALL_STYLES = 'src/styles/all-screens.css';

type ManifestChunk = { file: string };

/**
 * What a prerendered page adds to the built index.html's head: for screens styled by the full sheet,
 * that sheet, so the prerendered markup is styled from the first paint. Nothing else: the page's
 * words are in the HTML and need only the stylesheets, and the code that takes the page over is
 * fetched after that paint (src/main.tsx), not beside what it needs. Preloaded here, even at low
 * priority, that code (about 200 KB for the login page) shared a phone's connection with the
 * stylesheets: Lighthouse's mobile run put the login page's first paint at 2.6 s with it at high
 * priority, 1.5 s at low, and its largest paint at 2.7 s either way.
 */
function pageHead(manifest: Record<string, ManifestChunk>, allStyles: boolean): string {
  const sheet = manifest[ALL_STYLES]?.file;
  return allStyles && sheet ? `<link rel="stylesheet" crossorigin href="/${sheet}">` : '';
}

/**
 * Where the server finds them (apps/api/src/plugins/spa.ts): dist/pages/manifest.json maps each path
 * to its file under dist (pages), and the paths a demo server answers with another file (demo).
 */
export const PRERENDER_MANIFEST = 'pages/manifest.json';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Renders PAGES into copies of the built index.html (dist/pages/<name>.html), so their words are on
 * screen as soon as the HTML and the stylesheet arrive, before any script has run; main.tsx then
 * hydrates them. The renderer is the app itself (src/app/prerender.tsx), built for Node first.
 */
export async function prerenderPages(webRoot: string, outDir: string): Promise<void> {
  const serverDir = join(webRoot, 'node_modules/.cache/stockyard-prerender');
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    // The markup is all the prerender needs: the stylesheets are the client build's.
    plugins: [
      react(),
      { name: 'stockyard-prerender-no-css', enforce: 'pre', load: (id) => (/\.css($|\?)/.test(id) ? '' : null) },
    ],
    build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, minify: false },
  });
  // React and the router read NODE_ENV when first imported: the production builds, as in the browser.
  process.env.NODE_ENV = 'production';
  const { renderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
    renderPage: (path: string, options: { demo: boolean }) => Promise<string>;
  };
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const chunks = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  mkdirSync(join(outDir, 'pages'), { recursive: true });
  const manifest = { pages: {} as Record<string, string>, demo: {} as Record<string, string> };
  for (const [name, { paths, allStyles, demo }] of Object.entries(PAGES)) {
    const head = pageHead(chunks, allStyles);
    for (const demoRendering of demo ? [false, true] : [false]) {
      const html = await renderPage(paths[0]!, { demo: demoRendering });
      const file = `pages/${name}${demoRendering ? '-demo' : ''}.html`;
      let page = template.replace('</head>', `${head}</head>`).replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
      if (demoRendering) {
        if (!page.includes('<html ')) throw new Error('index.html has no <html ...> to mark as the demo rendering');
        page = page.replace('<html ', `<html ${DEMO_PAGE_ATTRIBUTE} `);
      }
      writeFileSync(join(outDir, file), page);
      for (const path of paths) (demoRendering ? manifest.demo : manifest.pages)[path] = file;
    }
  }
  writeFileSync(join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
  rmSync(serverDir, { recursive: true, force: true });
}
