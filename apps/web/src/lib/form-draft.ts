import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAuth } from './auth';
import { useDisplayPreferences } from './theme-preferences';

/**
 * Drafts of long forms (display.autoSave): what a person typed is kept in this browser's storage
 * under their user id while they type, offered back when the form opens again, and removed when the
 * form is sent, discarded, or auto-save is off. Files and passwords are never kept: file values are
 * dropped and fields named in `exclude` are left out.
 */
const PREFIX = 'stockyard-draft';
const SAVE_DELAY_MS = 400;

type StoredDraft = { basis: string | number | null; savedAt: string; values: Record<string, unknown> };

const keyOf = (userId: number, name: string) => `${PREFIX}:${userId}:${name}`;

const isFileLike = (value: unknown) =>
  (typeof File !== 'undefined' && value instanceof File) ||
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof FileList !== 'undefined' && value instanceof FileList);

/** The values worth keeping: no files, no excluded fields, only what JSON can carry. */
function keepable(values: FieldValues, exclude: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (exclude.includes(name) || isFileLike(value) || typeof value === 'function') continue;
    kept[name] = value;
  }
  return kept;
}

function read(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return typeof parsed.values === 'object' && parsed.values !== null ? (parsed as StoredDraft) : null;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // No storage: there is nothing kept to remove.
  }
}

/** Removes every draft this user has in this browser (auto-save turned off). */
export function purgeFormDrafts(userId: number): void {
  try {
    const prefix = `${PREFIX}:${userId}:`;
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}

export type FormDraftOptions = {
  /** The form and record, e.g. 'goods-item:new' or 'assignment:12'. */
  name: string;
  /**
   * What the form was opened from (a record's version): a draft made from another basis is dropped
   * rather than restored over changes someone else has saved since.
   */
  basis?: string | number | null;
  /** Fields never kept (passwords and the like). */
  exclude?: readonly string[];
};

export type FormDraft = {
  /** A draft was put back into the form when it opened. */
  restored: boolean;
  /** When that draft was last saved, ISO 8601. */
  restoredAt: string | null;
  /** Removes the draft and puts the form back as it opened. */
  discard: () => void;
  /**
   * Removes the draft (the form was sent). A form that stays open after its save (a settings page)
   * calls it after putting the saved values in: those are then what it holds unchanged.
   */
  clear: () => void;
};

/** Keeps a draft of `form` while the signed-in user's auto-save is on. One hook for every form that takes typing. */
export function useFormDraft<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  { name, basis = null, exclude = [] }: FormDraftOptions,
): FormDraft {
  const { user } = useAuth();
  const { autoSave } = useDisplayPreferences();
  const key = user ? keyOf(user.id, name) : null;
  const enabled = autoSave && key !== null;
  // The draft to put back, read once as the form opens (a draft typed over another basis is not).
  const [restored, setRestored] = useState<StoredDraft | null>(() => {
    const stored = enabled && key ? read(key) : null;
    return stored && stored.basis === basis ? stored : null;
  });
  const initial = useRef<Values | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const excludeKey = exclude.join('\n');

  useEffect(() => {
    initial.current ??= form.getValues();
    if (!key) return;
    const stored = read(key);
    // Auto-save off keeps nothing; a draft of another basis is out of date.
    if (stored && (!enabled || stored.basis !== basis)) remove(key);
  }, [form, key, enabled, basis]);

  useEffect(() => {
    if (restored) form.reset({ ...form.getValues(), ...restored.values } as Values, { keepDefaultValues: true });
    // Once, as the form opens: the draft was read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Save while typing, a moment after the last change; a form back at its opening values keeps nothing.
  useEffect(() => {
    if (!enabled || !key) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const excluded = excludeKey.split('\n');
        const values = keepable(form.getValues(), excluded);
        const opening = keepable(initial.current ?? {}, excluded);
        if (JSON.stringify(values) === JSON.stringify(opening)) return remove(key);
        try {
          const draft: StoredDraft = { basis, savedAt: new Date().toISOString(), values };
          localStorage.setItem(key, JSON.stringify(draft));
        } catch {
          // Storage full or refused: the form works as before, without a draft.
        }
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [form, key, enabled, basis, excludeKey]);

  const clear = useCallback(() => {
    // A save still waiting would put back what was just sent.
    clearTimeout(timer.current);
    if (key) remove(key);
    initial.current = form.getValues();
    setRestored(null);
  }, [form, key]);

  const discard = useCallback(() => {
    if (key) remove(key);
    if (initial.current) form.reset(initial.current);
    setRestored(null);
  }, [form, key]);

  return { restored: restored !== null, restoredAt: restored?.savedAt ?? null, discard, clear };
}
