/**
 * zod as the web app and the domain's schemas get it in the browser: vite.config.ts resolves 'zod'
 * here. zod compiles a faster parser for each object schema with new Function, after testing once
 * whether it may; the page's content security policy refuses eval, and the refused test is reported
 * as a violation (Lighthouse marks it down). Set before any schema is made: a module importing 'zod'
 * runs after this one.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
