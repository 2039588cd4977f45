import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/lib/i18n/language';
import { translateMessage } from '../src/lib/i18n/messages';

/** Server and validation messages arrive in English; the client shows them in the user's language. */
describe('translateMessage', () => {
  beforeAll(async () => {
    await setLanguage('de');
  });

  it('when a known domain message arrives, then it reads in German', () => {
    expect(translateMessage('Password is required')).toBe('Passwort ist erforderlich');
    expect(translateMessage('First name is required')).toBe('Vorname ist erforderlich');
  });

  it('when a message with a value arrives, then the value is kept in the German sentence', () => {
    expect(translateMessage('Password must be at least 12 characters long')).toBe(
      'Das Passwort muss mindestens 12 Zeichen lang sein',
    );
  });

  it('when the catalog does not know a message, then it is shown as sent', () => {
    expect(translateMessage('Something only the server says')).toBe('Something only the server says');
  });

  it('when the language is switched back to English, then messages read as the domain wrote them', async () => {
    await setLanguage('en');
    expect(translateMessage('Password is required')).toBe('Password is required');
    await setLanguage('fr');
    expect(translateMessage('Passwords do not match')).toBe('Les mots de passe ne correspondent pas');
  });
});
