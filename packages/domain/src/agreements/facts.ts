import { z } from 'zod';

/**
 * What the system writes about an agreement is stored as facts (a kind plus its parameters) and
 * put into words by the reader's screen or mail in the reader's language (issue 48 item 5). Rows
 * written as English sentences before keep them in `detail`/`task` and are shown as they are.
 */

/** A timeline step's parameters: names and numbers as recorded, dates as YYYY-MM-DD. */
export const timelineFactsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TimelineFacts = z.infer<typeof timelineFactsSchema>;

/** The parameters each timeline kind records (the migration converts old sentences to these). */
export const timelineFacts = {
  approved: (branch: string, start: string, end: string) => ({ branch, start, end }),
  lotReceived: (lot: string, pieces: number, place: string) => ({ lot, pieces, place }),
  intakeCompleted: (count: number) => ({ count }),
  releaseRequested: (method: 'pickup' | 'delivery', date: string, lots: string) => ({ method, date, lots }),
  lot: (lot: string) => ({ lot }),
  extensionRequested: (from: string, to: string) => ({ from, to }),
  extensionDecided: (date: string) => ({ date }),
  rateCorrected: (date: string, reason: string) => ({ date, reason }),
} satisfies Record<string, (...args: never[]) => TimelineFacts>;

/** An intake or release assignment the system creates, as facts: its title and description come from these. */
export const assignmentFactsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('intake'),
    application_id: z.number().int(),
    customer: z.string(),
    item_type: z.string(),
    volume: z.number(),
    end_date: z.string(),
  }),
  z.object({
    kind: z.literal('release'),
    agreement_id: z.number().int(),
    method: z.enum(['pickup', 'delivery']),
    date: z.string(),
    address: z.string().nullable(),
    lots: z.string(),
  }),
]);
export type AssignmentFacts = z.infer<typeof assignmentFactsSchema>;
