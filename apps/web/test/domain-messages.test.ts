import {
  applicationStatusNotification,
  applicationTransitionRefusedMessage,
  assignmentNotification,
  assignmentTransitionRefusedMessage,
  CUSTOMER_GOODS_MESSAGES,
  DATABASE_UNAVAILABLE_MESSAGE,
  queryTimeoutMessage,
  goodStatusLabel,
  PUSH_MESSAGES,
  signInPausedMessage,
  AVAILABLE_ABOVE_CAPACITY_MESSAGE,
  APPROVAL_MESSAGES,
  capacityBelowCommittedMessage,
  noSpaceLeftMessage,
  VOLUME_MESSAGES,
  BACKUP_MESSAGES,
  IMPORT_MESSAGES,
  MANAGER_NOT_STAFF_MESSAGE,
  OUTBOX_MESSAGES,
  PASSWORD_POLICY_MESSAGES,
  PHONE_MESSAGES,
  SMS_MESSAGES,
  SETTINGS_MESSAGES,
  RATE_CORRECTION_MESSAGES,
} from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/lib/i18n/language';
import { translateMessage } from '../src/lib/i18n/messages';
import { staleChanges } from '../src/lib/stale-version';

/**
 * The settings, branch, backup and outbox refusals are read from the domain's own constants, so a
 * reworded English message that the catalog no longer knows fails here instead of showing in English.
 */
describe('domain and server messages in German', () => {
  beforeAll(async () => {
    await setLanguage('de');
  });
  afterAll(async () => {
    await setLanguage('en');
  });

  it('when the database is away or a query ran past the Query Timeout, then the 503 reads in German', () => {
    expect(translateMessage(DATABASE_UNAVAILABLE_MESSAGE)).toBe(
      'Die Datenbank ist im Moment nicht erreichbar. Versuchen Sie es in ein paar Sekunden erneut.',
    );
    expect(translateMessage(queryTimeoutMessage(30))).toContain('(30 s)');
    expect(translateMessage(queryTimeoutMessage(30))).toMatch(/^Die Datenbank hat diese Anfrage nicht/);
  });

  it('when a settings field is refused, then the refusal reads in German', () => {
    expect(translateMessage(SETTINGS_MESSAGES.passwordLength)).toBe(
      'Die Mindestlänge des Passworts muss zwischen 6 und 32 liegen',
    );
    expect(translateMessage(SETTINGS_MESSAGES.ipSelfExcluded('10.1.2.3'))).toBe(
      'Ihre eigene Adresse (10.1.2.3) steht nicht auf der IP-Freigabeliste; beim Speichern würden Sie sich aussperren',
    );
  });

  it('when a number or length rule of the settings is broken, then its values stay in the German sentence', () => {
    expect(translateMessage('Enter a whole number from 1 to 365')).toBe('Geben Sie eine ganze Zahl von 1 bis 365 ein');
    expect(translateMessage('Must be at least 5')).toBe('Muss mindestens 5 sein');
    expect(translateMessage('Must be at most 60')).toBe('Darf höchstens 60 sein');
    expect(translateMessage('At most 500 characters')).toBe('Höchstens 500 Zeichen');
    expect(translateMessage('At most 100 entries')).toBe('Höchstens 100 Einträge');
  });

  it('when the server refuses a branch, backup, message resend or import, then its detail reads in German', () => {
    expect(translateMessage(AVAILABLE_ABOVE_CAPACITY_MESSAGE)).toBe(
      'Der verfügbare Platz darf nicht größer als die Gesamtkapazität sein.',
    );
    expect(translateMessage(MANAGER_NOT_STAFF_MESSAGE)).toBe(
      'Die Leitung muss ein Mitarbeiter oder Administrator sein',
    );
    expect(translateMessage(BACKUP_MESSAGES.running)).toBe('Diese Sicherung wird noch geschrieben');
    expect(translateMessage(BACKUP_MESSAGES.fileMissing)).toBe(
      'Die Sicherungsdatei fehlt im Sicherungsordner dieses Servers',
    );
    expect(translateMessage(OUTBOX_MESSAGES.notFailed)).toBe(
      'Nur eine fehlgeschlagene Nachricht kann erneut gesendet werden',
    );
    expect(translateMessage(IMPORT_MESSAGES.oneFile)).toBe('Es kann immer nur eine CSV-Datei importiert werden');
  });

  it('when an approval or a capacity edit is refused over space, then the refusal reads in German with its figures', () => {
    expect(translateMessage(noSpaceLeftMessage('Harbor Hub', 40, 100))).toBe(
      'Harbor Hub hat nur noch 40 Einheiten Platz frei; dieser Antrag braucht 100',
    );
    expect(translateMessage(noSpaceLeftMessage('Harbor Hub', 0, 25))).toBe(
      'Harbor Hub hat keinen Platz mehr frei; dieser Antrag braucht 25',
    );
    expect(translateMessage(capacityBelowCommittedMessage(200, 100))).toBe(
      'Die Kapazität darf nicht kleiner sein als der belegte plus der reservierte Platz: 200 belegt und 100 reserviert',
    );
    expect(translateMessage(APPROVAL_MESSAGES.startDatePast)).toBe('Der Beginn darf nicht in der Vergangenheit liegen');
    expect(translateMessage(VOLUME_MESSAGES.belowEstimate)).toBe(
      'Ein sehr großer Antrag reserviert mindestens 400 Einheiten',
    );
  });

  it('when an assignment notification arrives, then the bell reads it in German with the task name kept', () => {
    const assigned = assignmentNotification('assigned', 'Count aisle 4');
    expect(translateMessage(assigned.title)).toBe('Neue Aufgabe');
    expect(translateMessage(assigned.message)).toBe('Sie haben eine neue Aufgabe: „Count aisle 4“.');
    expect(translateMessage(assignmentNotification('deleted', 'Sweep').message)).toBe(
      '„Sweep“ wurde aus Ihren Aufgaben entfernt.',
    );
  });

  it('when someone else emptied a field, then the stale notice shows the empty value in German', () => {
    const changes = staleChanges({ phone: '+1 555 010 2000' }, { phone: '' }, [{ key: 'phone', label: 'Telefon' }]);
    expect(changes).toEqual([{ field: 'phone', label: 'Telefon', before: '+1 555 010 2000', after: '(leer)' }]);
  });

  it('when a status change is refused, then the sentence and its status words read in German', () => {
    expect(translateMessage(assignmentTransitionRefusedMessage('completed', 'in_progress'))).toBe(
      'Der Status kann nicht von „Erledigt“ zu „In Bearbeitung“ geändert werden',
    );
    expect(translateMessage(applicationTransitionRefusedMessage('under_review', 'under_review'))).toBe(
      'Dieser Antrag ist bereits „In Prüfung“',
    );
    expect(translateMessage(applicationTransitionRefusedMessage('approved', 'pending'))).toBe(
      'Dieser Antrag ist bereits „Genehmigt“ und sein Status kann sich nicht mehr ändern',
    );
    expect(translateMessage(applicationTransitionRefusedMessage('pending', 'pending'))).toBe(
      'Dieser Antrag ist bereits „Ausstehend“',
    );
    expect(
      translateMessage(
        CUSTOMER_GOODS_MESSAGES.transitionRefused(goodStatusLabel('delivered'), goodStatusLabel('stored')),
      ),
    ).toBe('Ein Gut kann nicht von „Geliefert“ zu „Eingelagert“ wechseln');
  });

  it('when sign-in is paused, then the wait reads in German with its minutes', () => {
    expect(translateMessage(signInPausedMessage(1))).toBe(
      'Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie 1 Minute, bevor Sie es erneut versuchen.',
    );
    expect(translateMessage(signInPausedMessage(30))).toBe(
      'Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie 30 Minuten, bevor Sie es erneut versuchen.',
    );
  });

  it('when an application changes status, then the bell reads it in German', () => {
    const approved = applicationStatusNotification(42, 'approved');
    expect(translateMessage(approved.title)).toBe('Antrag genehmigt');
    expect(translateMessage(approved.message)).toBe('Ihr Einlagerungsantrag Nr. 42 wurde genehmigt');
    const review = applicationStatusNotification(7, 'under_review');
    expect(translateMessage(review.title)).toBe('Antrag in Prüfung');
    expect(translateMessage(review.message)).toBe('Ihr Einlagerungsantrag Nr. 7 wird jetzt geprüft');
  });

  it('when a push subscription is refused or fails, then the reason reads in German', () => {
    expect(translateMessage(PUSH_MESSAGES.endpointInvalid)).toContain('Push-Dienst-Adresse');
    expect(translateMessage(PUSH_MESSAGES.authInvalid)).toContain('16 Byte');
    expect(translateMessage(PUSH_MESSAGES.subscribeFailed())).toBe(
      'Der Browser konnte Push-Benachrichtigungen nicht abonnieren. Bitte versuchen Sie es erneut.',
    );
    expect(translateMessage(PUSH_MESSAGES.subscribeFailed('AbortError'))).toContain('(AbortError)');
  });

  it('when a phone, an SMS number or an admin’s password reset is refused, then the reason reads in German', () => {
    expect(translateMessage(PHONE_MESSAGES.invalid)).toBe(
      'Geben Sie eine gültige Telefonnummer ein; eine Nummer eines anderen Landes beginnt mit dessen Vorwahl, z. B. +44 20 7946 0958',
    );
    expect(translateMessage(PHONE_MESSAGES.countryInvalid)).toBe('Wählen Sie ein Land aus der Liste');
    expect(translateMessage(PHONE_MESSAGES.tooLong)).toBe('Eine Telefonnummer hat höchstens 40 Zeichen');
    expect(translateMessage(SMS_MESSAGES.phoneNotInternational)).toContain('keine gültige Nummer mit Ländervorwahl');
    expect(translateMessage(SMS_MESSAGES.addPhone)).toContain('+44 20 7946 0958');
    expect(translateMessage(PASSWORD_POLICY_MESSAGES.sameAsUsersCurrent)).toBe(
      'Das neue Passwort muss sich vom aktuellen Passwort des Benutzers unterscheiden',
    );
  });

  it('when the language is English, then a status word stays as the server wrote it', async () => {
    await setLanguage('en');
    const refused = assignmentTransitionRefusedMessage('completed', 'in_progress');
    expect(translateMessage(refused)).toBe(refused);
    await setLanguage('de');
  });

  it('when a rate correction is refused, then every refusal reads in German', () => {
    for (const message of Object.values(RATE_CORRECTION_MESSAGES)) expect(translateMessage(message)).not.toBe(message);
    expect(translateMessage(RATE_CORRECTION_MESSAGES.reasonRequired)).toBe(
      'Geben Sie den Grund für die Berichtigung an',
    );
  });
});
