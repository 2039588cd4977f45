/**
 * npm run build -w @stockyard/api: the server as one ES module, dist/server.js, so `npm start` runs
 * JavaScript (tsx compiling the sources at every start cost about 2 s of the start-up budget); the
 * command-line tools likewise, in dist/cli. tsx is a development tool only (npm run dev, tests).
 * Installed packages stay external (loaded from node_modules); the workspace's own TypeScript
 * (src and @stockyard/domain) is bundled. zod is external too: the API and its type provider must
 * share one copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace's own packages (@stockyard/domain) are TypeScript sources: bundled, not external.
// Optional ones (PGlite, for the one-off carry-over command) stay external too: loaded if installed.
const packages = [
  ...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
    (name) => !name.startsWith('@stockyard/'),
  ),
  'zod',
];

await build({
  // Paths below are apps/api's, wherever the build is started from.
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  // The server and the command-line tools (npm run create-admin, restore-backup, ...), each one file:
  // dist/server.js, dist/cli/<name>.js.
  entryPoints: [
    'src/server.ts',
    ...readdirSync(new URL('./src/cli', import.meta.url)).map((name) => `src/cli/${name}`),
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: packages.flatMap((name) => [name, `${name}/*`]),
  // Some dependencies are CommonJS that call require(); give the bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
