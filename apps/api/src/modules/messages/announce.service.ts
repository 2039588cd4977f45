import {
  allowedChannels,
  bellAllowed,
  resolvePreferences,
  type AnnounceEvent,
  type MessageTopic,
  type NotificationChannel,
  type SecurityAlert,
  type SystemSettings,
} from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { notify } from '../notifications/notifications.repository.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import { insertOutbox, type NewOutboxMessage } from './outbox.repository.js';
import { findActiveByRole, findRecipients, findStaffOfBranch, type Recipient } from './recipients.repository.js';
import { renderMessage, type TemplateInput } from './templates/index.js';

/** One message for one person: what to say, and the preference that decides where. */
type Delivery = { recipient: Recipient; input: TemplateInput; topic: MessageTopic };

/**
 * The one entry point for telling people about an event. Call it inside the transaction of the
 * change: it writes the bell notification and, for each channel the recipient's preferences and
 * the admin's channel switches allow, an outbox row rendered in the recipient's language. The
 * delivery job is woken when the transaction commits; a rollback leaves nothing behind.
 */
export async function announce(tx: Executor, event: AnnounceEvent): Promise<void> {
  const settings = await getSystemSettings(tx);
  const deliveries = await deliveriesFor(tx, event, settings);
  const rows: NewOutboxMessage[] = [];
  for (const { recipient, input, topic } of deliveries) {
    const preferences = resolvePreferences(recipient.preferences);
    const rendered = renderMessage(input, {
      language: preferences.display.language,
      timeZone: preferences.display.timezone,
      firstName: recipient.firstName || null,
      siteName: settings.site_name,
      role: recipient.role,
    });
    if (rendered.bell && bellAllowed(topic, preferences.notifications)) {
      await notify(tx, recipient.id, rendered.bell);
    }
    for (const channel of allowedChannels(topic, preferences.notifications, settings)) {
      const toAddress = addressFor(channel, recipient);
      // Nowhere to send it: no e-mail or phone on record, or no browser subscribed to push.
      if (channel === 'push' ? !recipient.hasPushSubscription : !toAddress) continue;
      rows.push({
        channel,
        userId: recipient.id,
        toAddress,
        subject: rendered.subject,
        text: channel === 'email' ? rendered.text : rendered.short,
        html: channel === 'email' ? rendered.html : null,
        data: {
          kind: input.kind,
          link: rendered.link,
          link_label: rendered.linkLabel,
          title: rendered.bell?.title ?? rendered.subject,
        },
      });
    }
  }
  await insertOutbox(tx, rows);
}

function addressFor(channel: NotificationChannel, recipient: Recipient): string | null {
  if (channel === 'email') return recipient.email;
  if (channel === 'sms') return recipient.phone?.trim() || null;
  return null;
}

const one = (recipients: Recipient[], input: TemplateInput, topic: MessageTopic): Delivery[] =>
  recipients.map((recipient) => ({ recipient, input, topic }));

async function deliveriesFor(tx: Executor, event: AnnounceEvent, settings: SystemSettings): Promise<Delivery[]> {
  const admins = () => findActiveByRole(tx, ['admin']);
  switch (event.kind) {
    case 'application_received': {
      const customers = await findRecipients(tx, [event.customerId]);
      const deliveries = one(customers, event, 'orderUpdates');
      if (settings.alert_new_application) {
        const customerName = customers[0] ? customers[0].fullName : `#${event.customerId}`;
        const staffCopy: TemplateInput = { ...event, kind: 'application_received_staff', customerName };
        deliveries.push(...one(await admins(), staffCopy, 'staffAlerts'));
      }
      return deliveries;
    }
    case 'application_status_changed':
    case 'storage_approved':
      return one(await findRecipients(tx, [event.customerId]), event, 'orderUpdates');
    case 'storage_step': {
      const customers = await findRecipients(tx, [event.customerId]);
      const deliveries = one(customers, event, 'orderUpdates');
      if (event.employeeId !== null && event.employeeId !== event.actorId) {
        const customerName = customers[0] ? customers[0].fullName : `#${event.customerId}`;
        const staffCopy: TemplateInput = { ...event, kind: 'storage_step_staff', customerName };
        deliveries.push(...one(await findRecipients(tx, [event.employeeId]), staffCopy, 'assignments'));
      }
      return deliveries;
    }
    case 'assignment_assigned':
    case 'assignment_changed':
      return one(await findRecipients(tx, [event.employeeId]), event, 'assignments');
    case 'assignment_completed':
      return one(
        (await admins()).filter((admin) => admin.id !== event.completedBy),
        event,
        'staffAlerts',
      );
    case 'assignment_due_soon':
    case 'assignment_overdue':
      return one(await findRecipients(tx, [event.employeeId]), event, 'reminders');
    case 'storage_reminder':
      return one(await findRecipients(tx, [event.customerId]), event, 'storageReminders');
    case 'statement_issued':
      return one(await findRecipients(tx, [event.customerId]), event, 'orderUpdates');
    case 'billing_overdue':
      return one(await findRecipients(tx, [event.customerId]), event, 'storageReminders');
    case 'security_alert': {
      const owners = await findRecipients(tx, [event.userId]);
      const deliveries = one(owners, event, 'securityAlerts');
      if (event.alert === 'account_locked' && settings.alert_security) {
        const username = owners[0]?.username ?? `#${event.userId}`;
        const staffCopy: TemplateInput = { ...event, kind: 'account_locked_staff', username };
        deliveries.push(
          ...one(
            (await admins()).filter((admin) => admin.id !== event.userId),
            staffCopy,
            'staffAlerts',
          ),
        );
      }
      return deliveries;
    }
    case 'contact_received':
      return one(await admins(), event, 'staffAlerts');
    case 'branch_alert':
    case 'branch_alerts_digest':
      return one(await findRecipients(tx, [event.userId]), event, 'staffAlerts');
    case 'count_awaiting_approval': {
      // Who may accept it: admins, and the branch's employees when no admin is needed; duties apart.
      const approvers = [...(await admins()), ...(event.needsAdmin ? [] : await findStaffOfBranch(tx, event.branchId))];
      return one(
        approvers.filter((approver) => !event.excludedIds.includes(approver.id)),
        event,
        'staffAlerts',
      );
    }
    case 'daily_digest':
      return settings.alert_low_stock
        ? one(await findActiveByRole(tx, ['admin', 'employee']), event, 'staffAlerts')
        : [];
  }
}

/** A security alert to the account's owner (and, for a paused sign-in, the admins), from where it happened. */
export function announceSecurityAlert(
  tx: Executor,
  userId: number,
  alert: SecurityAlert,
  origin: { ipAddress: string | null },
  at: Date,
  until: Date | null = null,
): Promise<void> {
  return announce(tx, {
    kind: 'security_alert',
    userId,
    alert,
    at: at.toISOString(),
    ipAddress: origin.ipAddress,
    until: until ? until.toISOString() : null,
  });
}
