import { z } from 'zod';
import { parseLabelCode, type LabelCode } from './label-code.js';

/**
 * Label sheets: which codes to print and on what stock. `a4-2x7` is the common 14-up A4 sheet
 * (99.1 x 38.1 mm labels, as Avery L7163 and its clones); `single-62mm` is one 62 x 29 mm label per
 * page, the die-cut roll of small label printers.
 */
export const LABEL_LAYOUTS = ['a4-2x7', 'single-62mm'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const DEFAULT_LABEL_LAYOUT: LabelLayout = 'a4-2x7';

/** Ten full A4 sheets: a page of the goods list at its largest fits, a whole warehouse does not. */
export const LABEL_MAX_COUNT = 140;

export const LABEL_MESSAGES = {
  codesRequired: 'Choose at least one label to print',
  tooMany: `At most ${LABEL_MAX_COUNT} labels can be printed at once`,
  layoutInvalid: 'Choose a label layout: a4-2x7 or single-62mm',
  itemNotFound: 'Item not found',
  lotNotFound: 'Lot not found',
  locationNotFound: 'Storage location not found',
  codeNotFound: 'No item, lot or location has this code',
} as const;

/** A code in the list that is no label code; the text is cut so the answer stays short. */
export const labelCodeInvalidMessage = (text: string) =>
  `Not a label code (ITM-, LOT- or LOC- and a number): ${text.slice(0, 40)}`;

const MM = 72 / 25.4;
export const mmToPoints = (mm: number) => Math.round(mm * MM * 100) / 100;

/** Where each label of a layout sits, in PDF points from the page's top left. */
export type LabelGeometry = {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  origin: { left: number; top: number };
  gap: { x: number; y: number };
  /** Room kept clear inside each label's edge (printers and die-cuts are not exact). */
  padding: number;
};

const GEOMETRY: Record<LabelLayout, LabelGeometry> = {
  'a4-2x7': {
    page: { width: mmToPoints(210), height: mmToPoints(297) },
    columns: 2,
    rows: 7,
    label: { width: mmToPoints(99.1), height: mmToPoints(38.1) },
    origin: { left: mmToPoints(4.65), top: mmToPoints(15.15) },
    gap: { x: mmToPoints(2.5), y: 0 },
    padding: mmToPoints(3),
  },
  'single-62mm': {
    page: { width: mmToPoints(62), height: mmToPoints(29) },
    columns: 1,
    rows: 1,
    label: { width: mmToPoints(62), height: mmToPoints(29) },
    origin: { left: 0, top: 0 },
    gap: { x: 0, y: 0 },
    padding: mmToPoints(1.5),
  },
};

export const labelGeometry = (layout: LabelLayout): LabelGeometry => GEOMETRY[layout];

/** The page (0-based) and top-left corner of the `index`th label of a sheet, filled row by row. */
export function labelPosition(layout: LabelLayout, index: number): { page: number; x: number; y: number } {
  const g = GEOMETRY[layout];
  const perPage = g.columns * g.rows;
  const slot = index % perPage;
  const column = slot % g.columns;
  const row = Math.floor(slot / g.columns);
  return {
    page: Math.floor(index / perPage),
    x: g.origin.left + column * (g.label.width + g.gap.x),
    y: g.origin.top + row * (g.label.height + g.gap.y),
  };
}

/**
 * `codes=ITM-1,LOT-7,LOC-3`: the label codes themselves, so items, lots and locations mix on one
 * sheet and the request says exactly what the labels will read. Repeats print once.
 */
const codesField = z
  .string({ error: LABEL_MESSAGES.codesRequired })
  // Longer than the longest list of LABEL_MAX_COUNT codes: refused before it is split.
  .max(LABEL_MAX_COUNT * 20, LABEL_MESSAGES.tooMany)
  .transform((text, context): LabelCode[] => {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) {
      context.addIssue({ code: 'custom', message: LABEL_MESSAGES.codesRequired });
      return z.NEVER;
    }
    const seen = new Map<string, LabelCode>();
    for (const part of parts) {
      const code = parseLabelCode(part);
      if (!code) {
        context.addIssue({ code: 'custom', message: labelCodeInvalidMessage(part) });
        return z.NEVER;
      }
      seen.set(`${code.kind}-${code.id}`, code);
    }
    if (seen.size > LABEL_MAX_COUNT) {
      context.addIssue({ code: 'custom', message: LABEL_MESSAGES.tooMany });
      return z.NEVER;
    }
    return [...seen.values()];
  });

export const labelsQuerySchema = z.object({
  codes: codesField,
  layout: z.enum(LABEL_LAYOUTS, { error: LABEL_MESSAGES.layoutInvalid }).default(DEFAULT_LABEL_LAYOUT),
});

/** What one printed label says besides its code: a name, the SKU or lot number, the branch. */
export type LabelContent = { code: string; title: string; detail: string; branch: string };
