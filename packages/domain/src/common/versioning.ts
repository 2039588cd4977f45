import { z } from 'zod';
import { errorResponseSchema } from './errors.js';

/**
 * Optimistic locking (DESIGN.md "Writes never lose another's write"). Every editable record has a
 * version that each update increments; a write names the version it was made from, and a write
 * made from an older version is refused with 409 and the record as it is now.
 */
export const STALE_VERSION_CODE = 'STALE_VERSION';
export const IF_MATCH_HEADER = 'if-match';
export const ETAG_HEADER = 'etag';

export const VERSION_MESSAGES = {
  stale:
    'This record was changed by someone else since you opened it. Check the current values and apply your change again.',
  required:
    'This change needs the version it was made from: send the ETag of your last read as If-Match, or "version" in the body.',
  invalidIfMatch: 'If-Match must be the ETag of the record as read, for example "3"',
  conflicting: 'If-Match and the version in the body name different versions',
  /** The web notice: its heading, the line above the fields that differ, and what happens next. */
  changedBySomeoneElse: 'Changed by someone else',
  changedFieldsIntro: 'Someone else saved this record while you had it open. Now stored:',
  noVisibleChanges: 'Someone else saved this record while you had it open; none of the values shown here differ.',
  reloaded: 'The form now shows the current values. Apply your change again and save.',
  /** After a merged stale save (mergeStaleEdit): what the form now holds. */
  kept: 'Your changes to fields nobody else changed are kept. Check and save again.',
  conflicts: 'You both changed the fields marked below: the form shows the stored value. Choose and save again.',
} as const;

const INT4_MAX = 2_147_483_647;

export const versionSchema = z
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .positive('Version must be a whole number')
  .max(INT4_MAX, 'Version must be a whole number');

/** In write bodies: optional in the schema, because If-Match may carry it instead; the server requires one. */
export const versionInBody = { version: versionSchema.optional() };

/** In record responses. */
export const versionInRecord = { version: z.number().int() };

/** The ETag of a version: a strong validator, quoted as HTTP requires. */
export const etagOf = (version: number) => `"${version}"`;

export type IfMatch = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'version'; version: number };

/** Reads If-Match: `"3"`, or a bare 3 from hand-written clients. `*` and weak tags name no version. */
export function parseIfMatch(header: string | undefined): IfMatch {
  if (header === undefined || header.trim() === '') return { kind: 'absent' };
  const match = /^\s*"?(\d{1,10})"?\s*$/.exec(header);
  const version = match ? Number(match[1]) : NaN;
  return versionSchema.safeParse(version).success ? { kind: 'version', version } : { kind: 'invalid' };
}

export type ExpectedVersion =
  { ok: true; version: number } | { ok: false; code: 'required' | 'invalid' | 'conflicting' };

/** The version a write was made from, from If-Match and/or the body; both may be sent if they agree. */
export function expectedVersionOf(ifMatch: string | undefined, bodyVersion: number | undefined): ExpectedVersion {
  const header = parseIfMatch(ifMatch);
  if (header.kind === 'invalid') return { ok: false, code: 'invalid' };
  if (header.kind === 'version' && bodyVersion !== undefined && bodyVersion !== header.version)
    return { ok: false, code: 'conflicting' };
  const version = header.kind === 'version' ? header.version : bodyVersion;
  return version === undefined ? { ok: false, code: 'required' } : { ok: true, version };
}

/** The 409 body of a stale write: the common error shape plus the current record. */
export const staleVersionErrorSchema = <T extends z.ZodType>(current: T) =>
  errorResponseSchema.extend({ code: z.literal(STALE_VERSION_CODE), current });

/**
 * A route's 409 response: other conflicts (a taken SKU, a refused transition) share the status, so
 * `current` is optional here; it is present exactly when the code is STALE_VERSION.
 */
export const conflictResponseSchema = <T extends z.ZodType>(current: T) =>
  errorResponseSchema.extend({ current: current.optional() });

/** The fields whose values differ between two versions of a record (for the "changed" notice). */
export function changedFields<K extends string>(
  before: Partial<Record<K, unknown>>,
  after: Partial<Record<K, unknown>>,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

/** What a form holds after a stale save was merged (see mergeStaleEdit). */
export type MergedEdit<V> = { values: V; kept: string[]; conflicts: string[] };

/**
 * A three-way merge of an edit refused as stale: `base` the values the form opened with, `mine` what
 * the user had typed, `theirs` the stored record's values now (all in the form's shape). A field only
 * the user changed keeps the user's value; a field only the other writer changed takes theirs; a
 * field both changed to different values is a conflict and shows the stored value, so nobody's
 * write is lost without a person deciding. Nothing is saved here: the user sees the merge and saves.
 */
export function mergeStaleEdit<V extends object>(base: V, mine: V, theirs: V): MergedEdit<V> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const values = { ...theirs };
  const kept: (keyof V & string)[] = [];
  const conflicts: (keyof V & string)[] = [];
  for (const key of Object.keys(mine) as (keyof V & string)[]) {
    if (same(mine[key], base[key]) || same(mine[key], theirs[key])) continue;
    if (same(theirs[key], base[key])) {
      values[key] = mine[key];
      kept.push(key);
    } else conflicts.push(key);
  }
  return { values, kept, conflicts };
}

/**
 * Deletes carry no body, so they name the version they were made from in the query string
 * (`?version=3`) or as If-Match, the same two ways as every other versioned write.
 */
export const versionInQuery = {
  version: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().pipe(versionSchema).optional(),
  ),
};
export const versionQuerySchema = z.object(versionInQuery);
