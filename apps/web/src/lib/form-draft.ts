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

type DraftStorage = {
  /** The draft put back as the form opened, if any. */
  restored: StoredDraft | null;
  /** Keeps `values` a moment after the last call; values back at `opening` keep nothing. */
  save: (values: Record<string, unknown>, opening: Record<string, unknown>) => void;
  /** Removes the draft and any save still waiting. */
  forget: () => void;
};

/**
 * The storage side shared by both hooks below: reads the draft once as the form opens, saves a
 * moment after typing, and on leaving (a dialog closed by its Cancel) writes a save still waiting at
 * once, so closing right after the last key loses nothing.
 */
function useDraftStorage({ name, basis = null, exclude = [] }: FormDraftOptions): DraftStorage {
  const { user } = useAuth();
  const { autoSave } = useDisplayPreferences();
  const key = user ? keyOf(user.id, name) : null;
  const enabled = autoSave && key !== null;
  // The draft to put back, read once as the form opens (a draft typed over another basis is not).
  const [restored, setRestored] = useState<StoredDraft | null>(() => {
    const stored = enabled && key ? read(key) : null;
    return stored && stored.basis === basis ? stored : null;
  });
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const excludeKey = exclude.join('\n');

  useEffect(() => {
    if (!key) return;
    const stored = read(key);
    // Auto-save off keeps nothing; a draft of another basis is out of date.
    if (stored && (!enabled || stored.basis !== basis)) remove(key);
  }, [key, enabled, basis]);

  const save = useCallback(
    (values: Record<string, unknown>, opening: Record<string, unknown>) => {
      if (!enabled || !key) return;
      clearTimeout(timer.current);
      pending.current = () => {
        pending.current = null;
        const excluded = excludeKey.split('\n');
        const kept = keepable(values, excluded);
        if (JSON.stringify(kept) === JSON.stringify(keepable(opening, excluded))) return remove(key);
        try {
          const draft: StoredDraft = { basis, savedAt: new Date().toISOString(), values: kept };
          localStorage.setItem(key, JSON.stringify(draft));
        } catch {
          // Storage full or refused: the form works as before, without a draft.
        }
      };
      timer.current = setTimeout(() => pending.current?.(), SAVE_DELAY_MS);
    },
    [enabled, key, basis, excludeKey],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  const forget = useCallback(() => {
    // A save still waiting would put back what was just sent or dropped.
    clearTimeout(timer.current);
    pending.current = null;
    if (key) remove(key);
    setRestored(null);
  }, [key]);

  return { restored, save, forget };
}

/** Keeps a draft of `form` while the signed-in user's auto-save is on. One hook for every form that takes typing. */
export function useFormDraft<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  options: FormDraftOptions,
): FormDraft {
  const { restored, save, forget } = useDraftStorage(options);
  const initial = useRef<Values | null>(null);

  useEffect(() => {
    initial.current ??= form.getValues();
  }, [form]);

  useEffect(() => {
    if (restored) form.reset({ ...form.getValues(), ...restored.values } as Values, { keepDefaultValues: true });
    // Once, as the form opens: the draft was read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Save while typing; a form back at its opening values keeps nothing.
  useEffect(() => {
    const subscription = form.watch(() => save(form.getValues(), initial.current ?? {}));
    return () => subscription.unsubscribe();
  }, [form, save]);

  const clear = useCallback(() => {
    forget();
    initial.current = form.getValues();
  }, [form, forget]);

  const discard = useCallback(() => {
    forget();
    if (initial.current) form.reset(initial.current);
  }, [form, forget]);

  return { restored: restored !== null, restoredAt: restored?.savedAt ?? null, discard, clear };
}

/**
 * The same drafts for a form kept in component state rather than react-hook-form (a dialog's few
 * fields): `opening` is what the form opens with; the answer is the values, a setter for some of them,
 * and the draft.
 */
export function useDraftState<Values extends Record<string, unknown>>(
  opening: Values,
  options: FormDraftOptions,
): [Values, (change: Partial<Values>) => void, FormDraft] {
  const { restored, save, forget } = useDraftStorage(options);
  // What the form holds unchanged: what it opened with, then what was last sent while it stays open.
  const [initial, setInitial] = useState(opening);
  const [values, setValues] = useState<Values>(() =>
    restored ? ({ ...initial, ...restored.values } as Values) : initial,
  );

  // Save while typing; values back at the opening ones keep nothing.
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) save(values, initial);
  }, [values, initial, save]);

  const change = useCallback((next: Partial<Values>) => {
    typed.current = true;
    setValues((current) => ({ ...current, ...next }));
  }, []);

  const discard = useCallback(() => {
    forget();
    setValues(initial);
  }, [forget, initial]);

  // The values sent are now the record's: a dialog that stays open (a new version as its basis) keeps
  // no draft of them.
  const clear = useCallback(() => {
    forget();
    setInitial(values);
  }, [forget, values]);

  const draft: FormDraft = {
    restored: restored !== null,
    restoredAt: restored?.savedAt ?? null,
    discard,
    clear,
  };
  return [values, change, draft];
}
