/**
 * Marks a layer of its own (the idle warning): a click or focus in it is no click outside an open
 * dialog, which would otherwise close and lose what was typed in that dialog.
 */
export const OWN_LAYER_ATTRIBUTE = 'data-own-layer';

/** Whether an outside interaction happened in a layer of its own, so a dialog should stay open. */
export function isInOwnLayer(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${OWN_LAYER_ATTRIBUTE}]`) !== null;
}
