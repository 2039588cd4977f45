import type { AnnounceEvent } from '@stockyard/domain';
import { storageApproved } from './agreements.js';
import { billingOverdue, statementIssued } from './billing.js';
import { branchAlert, branchAlertsDigest } from './branch-alerts.js';
import { storageStep } from './storage-steps.js';
import { storageStepForStaff, type StepForStaff } from './storage-steps-staff.js';
import {
  applicationReceived,
  applicationReceivedForStaff,
  applicationStatusChanged,
  type ReceivedForStaff,
} from './applications.js';
import {
  assignmentAssigned,
  assignmentChanged,
  assignmentCompleted,
  assignmentDueSoon,
  assignmentOverdue,
} from './assignments.js';
import { assignmentTitle } from './assignment-title.js';
import { formatterFor } from './format.js';
import { layout } from './layout.js';
export { screenUrl, withScreenLink } from './layout.js';
import { storageReminder } from './reminders.js';
import { accountLockedForStaff, securityAlert, type LockForStaff } from './security.js';
import { contactReceived, dailyDigest } from './staff.js';
import { countAwaitingApproval } from './counts.js';
import { testMail, type TestMail } from './test-mail.js';
import type { MessageContent, RenderedMessage, Template, TemplateContext } from './types.js';

export type { RenderedMessage, TemplateContext } from './types.js';

/** Every message there is a template for: the events, the staff copies of three of them, and the test mail. */
export type TemplateInput =
  | AnnounceEvent
  | ({ kind: 'application_received_staff' } & Omit<ReceivedForStaff, 'kind'>)
  | ({ kind: 'account_locked_staff' } & Omit<LockForStaff, 'kind'>)
  | ({ kind: 'storage_step_staff' } & Omit<StepForStaff, 'kind'>)
  | ({ kind: 'test_email' } & TestMail);

type TemplateOf<K extends TemplateInput['kind']> = Template<Extract<TemplateInput, { kind: K }>>;

const TEMPLATES: { [K in TemplateInput['kind']]: TemplateOf<K> } = {
  application_received: applicationReceived,
  application_status_changed: applicationStatusChanged,
  storage_approved: storageApproved,
  storage_step: storageStep,
  assignment_assigned: assignmentAssigned,
  assignment_changed: assignmentChanged,
  assignment_completed: assignmentCompleted,
  assignment_due_soon: assignmentDueSoon,
  assignment_overdue: assignmentOverdue,
  security_alert: securityAlert,
  storage_reminder: storageReminder,
  contact_received: contactReceived,
  daily_digest: dailyDigest,
  statement_issued: statementIssued,
  billing_overdue: billingOverdue,
  branch_alert: branchAlert,
  branch_alerts_digest: branchAlertsDigest,
  count_awaiting_approval: countAwaitingApproval,
  application_received_staff: applicationReceivedForStaff as unknown as TemplateOf<'application_received_staff'>,
  account_locked_staff: accountLockedForStaff as unknown as TemplateOf<'account_locked_staff'>,
  storage_step_staff: storageStepForStaff as unknown as TemplateOf<'storage_step_staff'>,
  test_email: testMail as unknown as TemplateOf<'test_email'>,
};

/** The subject, plain text, HTML, push/SMS line and bell text of one message, in the reader's language. */
export function renderMessage(input: TemplateInput, context: TemplateContext): RenderedMessage {
  const template = TEMPLATES[input.kind] as Template<TemplateInput>;
  const worded =
    'task' in input && 'facts' in input
      ? { ...input, task: assignmentTitle(context.language, input.task, input.facts) }
      : input;
  const content: MessageContent = template[context.language](worded, formatterFor(context));
  return layout(content, context);
}
