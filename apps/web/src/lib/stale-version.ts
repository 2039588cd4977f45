import { changedFields, mergeStaleEdit, STALE_VERSION_CODE, type MergedEdit } from '@stockyard/domain';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { translateMessage } from './i18n/messages';

/**
 * The record a 409 STALE_VERSION answer carries, read with the record's own schema; undefined for
 * any other error (or a body that does not match, which the caller then reports as a plain error).
 */
export function staleCurrent<T>(error: unknown, schema: z.ZodType<T>): T | undefined {
  if (!isApiError(error) || error.code !== STALE_VERSION_CODE) return undefined;
  const parsed = schema.safeParse(error.current);
  return parsed.success ? parsed.data : undefined;
}

/**
 * One line of the "changed by someone else" notice; `mine` is the user's own value when both
 * changed the field (a conflict the user resolves).
 */
export type FieldChange = { field: string; label: string; before: string; after: string; mine?: string };

/** What a form passes up when its save was refused as stale: its values merged over the stored ones. */
export type StaleEdit<V extends object = Record<string, unknown>> = MergedEdit<V> & { mine: V };

/**
 * The form's side of a stale save: `opened` the values the form started from, `typed` what the user
 * has now, `stored` the current record's values, all in the form's shape (see mergeStaleEdit).
 */
export function staleEdit<V extends object>(opened: V, typed: V, stored: V): StaleEdit<V> {
  return { ...mergeStaleEdit(opened, typed, stored), mine: typed };
}

/** A field a screen shows, with its label and how its value reads. */
export type ShownField<T> = { key: keyof T & string; label: string; format?: (value: T[keyof T]) => string };

/** A value with no text reads "(empty)" in the user's language (the messages catalog holds it). */
const plain = (value: unknown) =>
  value === null || value === undefined || value === '' ? translateMessage('(empty)') : String(value);

/** The shown fields whose stored value differs between the version opened and the current one. */
function fieldChanges<T extends object>(before: T, after: T, fields: readonly ShownField<T>[]): FieldChange[] {
  const keys: string[] = fields.map((f) => f.key);
  const changed = new Set(changedFields(before as Record<string, unknown>, after as Record<string, unknown>, keys));
  return fields
    .filter((f) => changed.has(f.key))
    .map((f) => {
      const show = f.format ?? plain;
      return { field: f.key, label: f.label, before: show(before[f.key]), after: show(after[f.key]) };
    });
}

/** The notice's lines for a refused save: what differs, with the user's own value beside each conflict. */
export function staleChanges<T extends object>(
  before: T,
  after: T,
  shown: readonly ShownField<T>[],
  merged?: StaleEdit<object>,
): FieldChange[] {
  const mine = merged?.mine as Record<string, unknown> | undefined;
  const conflicts = new Set<string>(merged?.conflicts ?? []);
  return fieldChanges(before, after, shown).map((change) =>
    mine && conflicts.has(change.field) ? { ...change, mine: plain(mine[change.field]) } : change,
  );
}

/**
 * The version of a record an edit screen works from: the one opened, kept even when a query
 * refetches meanwhile (a save must name the version the editor saw). `stale` takes the record a
 * refused save brought back and, from forms that merge, the user's edit merged over it: the record
 * becomes the one edited (key the form by its version to remount it), `values` are what the
 * remounted form starts from (the user's changes kept where nobody else changed the field), and
 * `changes` lists what differs from what was shown, with the user's value beside each conflict.
 */
export function useVersionedRecord<T extends { version: number }>(opened: T, shown: readonly ShownField<T>[]) {
  const [record, setRecord] = useState(opened);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [edit, setEdit] = useState<StaleEdit | null>(null);
  return {
    record,
    changes,
    /** The merged edit the remounted form starts from; undefined when the form starts from the record. */
    values: edit?.values,
    merged: edit,
    stale: (current: T, merged?: StaleEdit<object>) => {
      setChanges(staleChanges(record, current, shown, merged));
      setEdit((merged as StaleEdit | undefined) ?? null);
      setRecord(current);
    },
    dismiss: () => setChanges(null),
  };
}
