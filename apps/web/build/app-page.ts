import type { Plugin } from 'vite';

/** The page the server sends for the signed-in areas' paths (apps/api/src/plugins/spa.ts). */
export const APP_PAGE = 'app.html';

/**
 * app.html: index.html with the files every signed-in screen runs named in its head, the chunk
 * groups `chunkNames` (vite.config.ts CHUNK_GROUPS), and the full stylesheet in place of the first
 * screen's (which holds a subset of its rules: parsing both cost a signed-in page about 40 ms of main
 * thread at 4x CPU slowdown after its first paint, counted by Lighthouse as blocking time; the
 * screen's own request for the full sheet then finds it on the page). From index.html alone
 * the browser learns of them only once the entry has been fetched, compiled and run, and its first
 * render has asked for the screen; from app.html it fetches them beside the entry. The screen's own
 * chunk and catalogs still follow the entry: they are a few KB.
 * Measured with Lighthouse mobile, three alternating runs each on one machine, largest contentful
 * paint from index.html against app.html: employee inventory 4.19 / 4.41 / 5.18 s against 3.30 /
 * 3.43 / 3.54 s; admin goods 3.83 / 3.96 / 4.16 s against 3.23 / 3.55 / 3.65 s in one trial, and
 * no clear change in another (4.04 / 4.15 / 4.44 s against 3.22 / 4.13 / 4.45 s).
 * Public pages keep index.html (or their prerendered page): a visitor there may never sign in.
 *
 * The first screen's sheet stays named, disabled: the browser neither fetches nor applies it. Vite
 * lists it among the files of every lazy chunk that imports the entry, and its preloader adds a
 * listed sheet the page has no <link> for. Added after the full sheet, its rules (the same, but
 * fewer) came later in the cascade and beat the full sheet's rules for larger screens that it lacks:
 * `sm:grid-cols-2` over `lg:grid-cols-1`, so the admin dashboard's Quick Actions went two across
 * once its charts' code loaded. The disabled link tells the preloader the sheet is here.
 */
export function appPage(chunkNames: readonly string[], stylesheet: string): Plugin {
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
        const sheet = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.originalFileNames.some((original) => original.endsWith(stylesheet)),
        );
        if (!sheet) throw new Error(`app-page: no asset built from ${stylesheet}`);
        // crossorigin as on the entry's script tag and the stylesheet link Vite's loader adds: a
        // preload serves only a request of its own mode (without it the sheet came twice).
        const links = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const html = String(index.source);
        if (!html.includes('</head>')) throw new Error('app-page: index.html has no </head>');
        const firstScreenSheet = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g;
        if ((html.match(firstScreenSheet) ?? []).length !== 1)
          throw new Error("app-page: index.html should link exactly one stylesheet, the first screen's");
        const page = html
          .replace(
            firstScreenSheet,
            (firstScreen) =>
              `<link rel="stylesheet" crossorigin href="/${sheet.fileName}">${firstScreen.replace('>', ' disabled>')}`,
          )
          .replace('</head>', () => `${links}</head>`);
        this.emitFile({ type: 'asset', fileName: APP_PAGE, source: page });
      },
    },
  };
}
