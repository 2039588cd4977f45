import { LABEL_MAX_COUNT, LABEL_MESSAGES, labelCodeInvalidMessage } from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/lib/i18n/language';
import { translateMessage } from '../src/lib/i18n/messages';

/** The label sheet's refusals come from the domain's constants: a reworded one fails here, not on screen. */
describe('label messages in German', () => {
  beforeAll(async () => {
    await setLanguage('de');
  });
  afterAll(async () => {
    await setLanguage('en');
  });

  it('when the server refuses a label sheet or a code, then the refusal reads in German', () => {
    expect(translateMessage(LABEL_MESSAGES.codesRequired)).toBe('Wählen Sie mindestens ein Etikett zum Drucken');
    expect(translateMessage(LABEL_MESSAGES.tooMany)).toBe(
      `Es können höchstens ${LABEL_MAX_COUNT} Etiketten auf einmal gedruckt werden`,
    );
    expect(translateMessage(labelCodeInvalidMessage('SKU-1'))).toBe(
      'Kein Etikettencode (ITM-, LOT- oder LOC- und eine Zahl): SKU-1',
    );
    expect(translateMessage(LABEL_MESSAGES.layoutInvalid)).toBe(
      'Wählen Sie ein Etikettenformat: a4-2x7 oder single-62mm',
    );
    for (const message of [
      LABEL_MESSAGES.itemNotFound,
      LABEL_MESSAGES.lotNotFound,
      LABEL_MESSAGES.locationNotFound,
      LABEL_MESSAGES.codeNotFound,
    ])
      expect(translateMessage(message), message).not.toBe(message);
  });
});
