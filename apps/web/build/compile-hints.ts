import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints; Chromium 136 on, a comment
 * to other engines). Without it V8 only pre-parses a function when the script arrives and compiles
 * it on the main thread when it is first called. Nearly every function of the entry and the vendor
 * chunk is called while a page starts (React, the router), so V8 is told to compile these files
 * while they stream in, off the main thread. Lazy screens and dialogs keep V8's own choice: most of
 * their functions wait for a click.
 *
 * The comment only counts on a file's first line: this runs after Vite has put its preload list
 * (`__vite__mapDeps`) at the top.
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
