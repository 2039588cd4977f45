import type { EstimatedVolume } from '../applications/options.js';

/**
 * The space an application's estimated volume takes at a branch, in the units of branch capacity
 * (the wizard's square feet). Extra large is "400 or more": the reviewer may reserve a larger figure.
 */
export const ESTIMATED_VOLUME_UNITS: Record<EstimatedVolume, number> = {
  small: 25,
  medium: 100,
  large: 200,
  'extra-large': 400,
};

/** The one estimate whose figure is a floor rather than a size. */
export const OPEN_ENDED_VOLUME: EstimatedVolume = 'extra-large';

export const VOLUME_MESSAGES = {
  required: 'This application has no estimated volume: enter the space to reserve',
  invalid: 'Space to reserve must be a whole number of 1 or more',
  onlyExtraLarge: 'Only an extra large application may reserve a figure of its own',
  belowEstimate: 'An extra large application reserves at least 400 units',
} as const;

export type VolumeDecision = { ok: true; volume: number } | { ok: false; message: string };

/**
 * The volume an approval reserves: the estimate's units, or for extra large a larger figure the
 * reviewer gives. An application sent without an estimate needs the reviewer's figure.
 */
export function reservationVolume(estimate: EstimatedVolume | null, requested?: number | null): VolumeDecision {
  const given = requested ?? null;
  if (given !== null && (!Number.isInteger(given) || given < 1)) return { ok: false, message: VOLUME_MESSAGES.invalid };
  if (estimate === null) {
    return given === null ? { ok: false, message: VOLUME_MESSAGES.required } : { ok: true, volume: given };
  }
  const units = ESTIMATED_VOLUME_UNITS[estimate];
  if (given === null || given === units) return { ok: true, volume: units };
  if (estimate !== OPEN_ENDED_VOLUME) return { ok: false, message: VOLUME_MESSAGES.onlyExtraLarge };
  if (given < units) return { ok: false, message: VOLUME_MESSAGES.belowEstimate };
  return { ok: true, volume: given };
}
