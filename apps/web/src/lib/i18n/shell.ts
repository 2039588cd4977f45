import type englishShell from '../../locales/en/shell.json';
import type { KeyPath } from './key-path';
import { useTranslation } from './react';

/**
 * The words of the first screen (navigation bar, hero, shared buttons and spinners). The English
 * catalog is bundled with the first screen (store.ts); another language's arrives before its first render.
 */
export type ShellKey = `shell:${KeyPath<typeof englishShell>}`;

export type ShellT = (key: ShellKey, values?: Record<string, string | number>) => string;

const SHELL = ['shell'] as const;

/** t() for the shell's words; suspends only on a first visit in another language, until its catalog is in. */
export function useShellT(): ShellT {
  return useTranslation(SHELL).t;
}
