import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this module's place, so the same code finds its files whether it runs as
 * TypeScript (src/lib, through tsx) or bundled into dist/server.js (npm start).
 */
function apiRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@stockyard/api'
    )
      return dir;
    if (dirname(dir) === dir) throw new Error(`apps/api not found above ${import.meta.url}`);
  }
}

export const API_ROOT = apiRoot();
/** The repository's package.json: its version is the release's (the workspaces' match it). */
export const ROOT_PACKAGE_JSON = join(API_ROOT, '../../package.json');
export const MIGRATIONS_DIR = join(API_ROOT, 'src/db/migrations');
export const MIGRATIONS_JOURNAL = join(MIGRATIONS_DIR, 'meta/_journal.json');
export const DEFAULT_WEB_DIST = join(API_ROOT, '../web/dist');
