import { LANGUAGE_OPTIONS } from '@stockyard/domain';
import { describe, expect, it } from 'vitest';
import { renderMessage, type TemplateInput } from './index.js';

const at = '2026-07-04T15:30:00Z';
const inputs: TemplateInput[] = [
  { kind: 'application_received', customerId: 1, applicationId: 7, itemType: 'Furniture', storageType: 'Standard' },
  { kind: 'application_status_changed', customerId: 1, applicationId: 7, status: 'approved' },
  { kind: 'assignment_assigned', employeeId: 2, assignmentId: 3, task: 'Count bay 4', dueAt: at },
  {
    kind: 'assignment_changed',
    employeeId: 2,
    assignmentId: 3,
    task: 'Count bay 4',
    change: 'updated',
    fields: ['due_date'],
  },
  { kind: 'assignment_due_soon', employeeId: 2, assignmentId: 3, task: 'Count bay 4', dueAt: at },
  { kind: 'assignment_overdue', employeeId: 2, assignmentId: 3, task: 'Count bay 4', dueAt: at },
  { kind: 'security_alert', userId: 1, alert: 'account_locked', at, ipAddress: '203.0.113.9', until: at },
  { kind: 'storage_reminder', customerId: 1, customerGoodId: 5, itemName: 'Piano', endsOn: '2026-08-01' },
  { kind: 'contact_received', contactId: 1, name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' },
  {
    kind: 'count_awaiting_approval',
    countId: 12,
    branchId: 1,
    branchName: 'Harbor Hub',
    linesWithVariance: 2,
    varianceValue: -57_780,
    currency: 'EUR',
    needsAdmin: true,
    excludedIds: [2],
  },
  {
    kind: 'daily_digest',
    date: '2026-07-04',
    lowStock: [{ name: 'Tape', sku: 'T-1', quantity: 2, threshold: 10, branch: 'North' }],
    expiring: [{ name: 'Milk', sku: 'M-1', expires_on: '2026-07-10', branch: null }],
  },
  {
    kind: 'application_received_staff',
    customerId: 1,
    applicationId: 7,
    itemType: 'Art',
    storageType: 'Secure',
    customerName: 'Bo Li',
  },
  { kind: 'account_locked_staff', userId: 1, alert: 'account_locked', at, ipAddress: null, username: 'bo' },
  { kind: 'test_email', at },
  {
    kind: 'storage_step',
    customerId: 1,
    agreementId: 4,
    step: 'extension_requested',
    branchName: 'Harbor Hub',
    detail: '2031-09-10',
    employeeId: 2,
    actorId: 1,
  },
  {
    kind: 'storage_step_staff',
    customerId: 1,
    agreementId: 4,
    step: 'lot_in_transit',
    branchName: 'Harbor Hub',
    detail: 'Cello',
    employeeId: 2,
    actorId: 3,
    customerName: 'Bo Li',
  },
  {
    kind: 'storage_approved',
    customerId: 1,
    applicationId: 7,
    branchName: 'Harbor Hub',
    branchLocation: '8 Dock Road',
    startDate: '2031-03-10',
    endDate: '2031-09-10',
    volume: 100,
  },
];

const context = (language: (typeof LANGUAGE_OPTIONS)[number]) => ({
  language,
  timeZone: 'America/Chicago',
  firstName: 'Kim',
  siteName: 'Stockyard',
});

describe('message templates', () => {
  it('when an approval with space is rendered, then each language names the branch, its address and both dates in its own format', () => {
    const input = inputs.find((item) => item.kind === 'storage_approved')!;
    const english = renderMessage(input, context('en'));
    expect(english.bell?.message).toBe(
      'Your storage application #7 was approved: Harbor Hub expects your goods on March 10, 2031',
    );
    expect(english.text).toContain('Harbor Hub (8 Dock Road)');
    expect(english.text).toContain('September 10, 2031');
    const german = renderMessage(input, context('de'));
    expect(german.subject).toBe('Ihr Einlagerungsantrag Nr. 7 wurde genehmigt');
    expect(german.text).toContain('10. März 2031');
    expect(german.bell?.message).toContain('Harbor Hub erwartet Ihre Waren am 10. März 2031');
  });

  it('when any message is rendered in any language, then it has a subject, a text part, an HTML part and a short line, all different per language', () => {
    for (const input of inputs) {
      const subjects = new Set<string>();
      for (const language of LANGUAGE_OPTIONS) {
        const message = renderMessage(input, context(language));
        expect(message.subject, `${input.kind} ${language}`).not.toBe('');
        expect(message.text.length).toBeGreaterThan(message.subject.length);
        expect(message.html).toContain(`<html lang="${language}">`);
        expect(message.short).not.toBe('');
        subjects.add(message.subject);
      }
      expect(subjects.size, input.kind).toBe(LANGUAGE_OPTIONS.length);
    }
  });

  it('when a date is shown, then it is formatted for the reader’s locale and time zone', () => {
    const due = inputs[4]!;
    expect(renderMessage(due, context('en')).text).toContain('July 4, 2026 at 10:30 AM');
    expect(renderMessage(due, context('de')).text).toContain('4. Juli 2026 um 10:30');
    expect(renderMessage(inputs[7]!, context('fr')).subject).toBe(
      'Votre période de stockage se termine le 1 août 2026',
    );
  });

  it('when a value holds markup, then the HTML part escapes it and the text part keeps it as typed', () => {
    const message = renderMessage(
      {
        kind: 'contact_received',
        contactId: 1,
        name: '<img src=x onerror=alert(1)>',
        email: 'a@b.c',
        subject: 'Q & "A"',
        message: "It's <b>big</b>",
      },
      { ...context('en'), firstName: '<script>' },
    );
    expect(message.html).not.toMatch(/<img|<script>|<b>big/);
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).toContain('Q &amp; &quot;A&quot;');
    expect(message.html).toContain('It&#39;s &lt;b&gt;big&lt;/b&gt;');
    expect(message.html).toContain('Hello &lt;script&gt;,');
    expect(message.text).toContain("It's <b>big</b>");
  });
});

describe('the title of intake and release work in mail', () => {
  const context = { timeZone: 'UTC', firstName: 'Eva', siteName: 'Stockyard' } as const;
  const intake: TemplateInput = {
    kind: 'assignment_assigned',
    employeeId: 2,
    assignmentId: 3,
    task: 'Intake for storage application #12',
    facts: {
      kind: 'intake',
      application_id: 12,
      customer: 'Eva',
      item_type: 'Kunst',
      volume: 4,
      end_date: '2027-01-31',
    },
    dueAt: at,
  };

  it('when a German reader is told of an intake, then its title is German, not the stored English caption', () => {
    const rendered = renderMessage(intake, { ...context, language: 'de' });
    expect(rendered.subject).toBe('Neue Aufgabe: Anlieferung zum Lagerantrag Nr. 12');
    expect(rendered.text).not.toMatch(/Intake|storage application/);
  });

  it.each(LANGUAGE_OPTIONS)('when a %s reader is told of a release, then its title names the agreement', (language) => {
    const release: TemplateInput = {
      kind: 'assignment_overdue',
      employeeId: 2,
      assignmentId: 3,
      task: 'Release for storage agreement #7',
      facts: { kind: 'release', agreement_id: 7, method: 'pickup', date: '2027-01-31', address: null, lots: 'Kunst' },
      dueAt: at,
    };
    const rendered = renderMessage(release, { ...context, language });
    expect(rendered.subject).toMatch(/7/);
    if (language !== 'en') expect(rendered.subject).not.toContain('Release for storage agreement');
  });
});
