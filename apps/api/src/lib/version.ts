import { readFileSync } from 'node:fs';
import { ROOT_PACKAGE_JSON } from './paths.js';

/** The release (semver, CHANGELOG.md), read once at start from the root package.json. */
const pkg = JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')) as { version: string };
export const APP_VERSION = pkg.version;
