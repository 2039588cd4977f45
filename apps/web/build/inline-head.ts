import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the server finds the CSP hashes of the page's inline scripts (apps/api/src/plugins/spa.ts). */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/**
 * Puts public/before-app.js and the favicon into index.html itself: two requests fewer on a first
 * visit, and a repeat visit revalidates only the page. before-app.js has to run before the first
 * paint, so it was a blocking request in the head. The content security policy allows no inline
 * script but one with a listed hash: the build writes the script's hash beside the page and the
 * server adds it to script-src.
 */
export function inlineHead(): Plugin {
  let publicDir = 'public';
  let outDir = 'dist';
  let hashes: string[] = [];
  return {
    name: 'stockyard-inline-head',
    configResolved: (config) => {
      publicDir = config.publicDir;
      outDir = config.build.outDir;
    },
    transformIndexHtml: (html) => {
      const script = readFileSync(join(publicDir, 'before-app.js'), 'utf8');
      if (script.includes('</script')) throw new Error('before-app.js cannot be inlined: it contains </script');
      hashes = [`'sha256-${createHash('sha256').update(script).digest('base64')}'`];
      const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
      // Replaced by functions: a string replacement would read the script's own `$'` as a pattern.
      const inlined = html
        .replace('<script src="/before-app.js"></script>', () => `<script>${script}</script>`)
        .replace('href="/favicon.svg"', () => `href="data:image/svg+xml,${encodeURIComponent(favicon.trim())}"`);
      if (inlined.includes('/before-app.js') || inlined.includes('/favicon.svg')) {
        throw new Error('index.html no longer names before-app.js and favicon.svg as inlineHead expects');
      }
      return inlined;
    },
    writeBundle: () => {
      writeFileSync(join(outDir, INLINE_SCRIPTS_FILE), JSON.stringify(hashes));
    },
  };
}
