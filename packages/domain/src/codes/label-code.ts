/**
 * The codes printed on labels. Each names what it points at in a short, stable form that survives
 * Code 128 and QR alike (upper-case letters, digits and one hyphen), so a scanned code is resolved
 * without a lookup table: `ITM-42` an item, `LOT-7` a customer's lot, `LOC-3` a storage location.
 */
export const LABEL_CODE_KINDS = ['item', 'lot', 'location'] as const;
export type LabelCodeKind = (typeof LABEL_CODE_KINDS)[number];
export type LabelCode = { kind: LabelCodeKind; id: number };

const PREFIX: Record<LabelCodeKind, string> = { item: 'ITM', lot: 'LOT', location: 'LOC' };
const KIND_OF_PREFIX = new Map(Object.entries(PREFIX).map(([kind, prefix]) => [prefix, kind as LabelCodeKind]));
// Ids are positive integers with no leading zero, as the API's path ids are.
const CODE_PATTERN = /^([A-Z]{3})-([1-9][0-9]{0,14})$/;

export function formatLabelCode(code: LabelCode): string {
  return `${PREFIX[code.kind]}-${code.id}`;
}

/** The label code in a scanned or typed text, or null when the text is not one (it may be a SKU). */
export function parseLabelCode(text: string): LabelCode | null {
  const match = CODE_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const kind = KIND_OF_PREFIX.get(match[1]!);
  const id = Number(match[2]);
  if (!kind || !Number.isSafeInteger(id)) return null;
  return { kind, id };
}
