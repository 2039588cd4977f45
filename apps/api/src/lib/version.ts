import { readFileSync } from 'node:fs';
import { API_PACKAGE_JSON } from './paths.js';

const pkg = JSON.parse(readFileSync(API_PACKAGE_JSON, 'utf8')) as { version: string };
export const APP_VERSION = pkg.version;
