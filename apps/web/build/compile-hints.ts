import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 on; other engines read a comment). Without it V8 only
 * pre-parses a function when the script arrives, and compiles it on the main thread when it is first
 * called. Nearly every function of the entry and of the chunks every signed-in screen runs is called
 * while a page starts (React, the router, the bar, zod's classes), so that compiling sat in the
 * page's first tasks: on admin goods about 180 ms of main thread in 1,170 compiles, without any
 * slowdown, in Chromium's trace (V8.CompileCode). With the comment, V8 compiles these files while
 * they stream in, off the main thread: 18 ms in 50 compiles on the main thread. Admin goods' largest
 * paint at 4x CPU slowdown, alternating runs: 2,140 against 1,996 ms (9 each), 1,684 against
 * 1,532 ms (11 each). Lazy screens and dialogs keep V8's own choice.
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
