import type { Plugin } from 'vite';

/** The page the server sends for the signed-in areas' paths (apps/api/src/plugins/spa.ts). */
export const APP_PAGE = 'app.html';

/**
 * app.html: index.html with the files every signed-in screen runs named in its head, the chunk
 * groups `chunkNames` (vite.config.ts CHUNK_GROUPS). From index.html alone
 * the browser learns of them only once the entry has been fetched, compiled and run, and its first
 * render has asked for the screen; from app.html it fetches them beside the entry. The screen's own
 * chunk and catalogs still follow the entry: they are a few KB.
 * Measured with Lighthouse mobile, three alternating runs each on one machine, largest contentful
 * paint from index.html against app.html: employee inventory 4.19 / 4.41 / 5.18 s against 3.30 /
 * 3.43 / 3.54 s; admin goods 3.83 / 3.96 / 4.16 s against 3.23 / 3.55 / 3.65 s in one trial, and
 * no clear change in another (4.04 / 4.15 / 4.44 s against 3.22 / 4.13 / 4.45 s).
 * Public pages keep index.html: a visitor there may never sign in.
 */
export function appPage(chunkNames: readonly string[]): Plugin {
  return {
    name: 'stockyard-app-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('app-page: the bundle has no index.html');
        const chunks = chunkNames.map((name) => {
          const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
          if (!chunk) throw new Error(`app-page: no chunk named ${name}; were the chunk groups renamed?`);
          return chunk.fileName;
        });
        // crossorigin as on the entry's script tag: a preload serves only a request of its own mode.
        const links = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const html = String(index.source);
        if (!html.includes('</head>')) throw new Error('app-page: index.html has no </head>');
        const page = html.replace('</head>', () => `${links}</head>`);
        this.emitFile({ type: 'asset', fileName: APP_PAGE, source: page });
      },
    },
  };
}
