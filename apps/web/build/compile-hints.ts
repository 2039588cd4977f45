import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 on; to other engines it is a comment). Without it V8
 * only pre-parses a function when the script arrives, and compiles it on the main thread when it is
 * first called. Nearly every function of the entry and of the chunks every signed-in screen runs is
 * called while a page starts (React, the router, the bar, zod's classes), so that compiling sat in
 * the page's first tasks: on admin goods 149 ms of main thread in 1,173 compiles, without any
 * slowdown, in Chromium's trace (V8.CompileCode). With the comment, V8 compiles these files while
 * they stream in, off the main thread: 13 ms in 50 compiles on the main thread. The largest paint
 * and Lighthouse figures are in the README (Production notes). Lazy screens and dialogs keep V8's
 * own choice: most of their functions wait for a click.
 *
 * The comment only counts on a file's first line: this runs after Vite has put its preload list
 * (`__vite__mapDeps`) at the top. A later line left the compiles on the main thread (measured).
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(groups: readonly string[]): Plugin {
  const hinted = (chunk: { isEntry: boolean; name: string }) => chunk.isEntry || groups.includes(chunk.name);
  return {
    name: 'stockyard-compile-hints',
    apply: 'build',
    // The file's name changes with its content: a browser holding the file without the hint for a
    // year (immutable) would not fetch it again.
    augmentChunkHash: (chunk) => (hinted(chunk) ? HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted(chunk)) continue;
          chunk.code = HINT + chunk.code;
          // Every generated line moves down one, so the source map's lines do too. The map file is
          // already an asset of the bundle by now (as Vite's preload list found it).
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
