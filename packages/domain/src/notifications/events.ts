import type { NotificationChannel } from '../account/notification-channels.js';
import type { Preferences } from '../account/preferences.js';
import type { AssignmentFacts } from '../agreements/facts.js';
import type { ApplicationStatus } from '../applications/status.js';
import type { SystemSettings } from '../settings/system.js';
import type { AlertKind } from '../alerts/rules.js';

/** One per-branch alert as a message tells it (detail: stock left, percent used, a date or moment). */
export type BranchAlertLine = { kind: AlertKind; branch: string; subject: string; detail: string };

/** What a security alert reports. */
export type SecurityAlert =
  'password_changed' | 'two_factor_enabled' | 'two_factor_disabled' | 'account_locked' | 'new_address_sign_in';

export type DigestLowStockItem = {
  name: string;
  sku: string;
  quantity: number;
  threshold: number;
  branch: string | null;
};
export type DigestExpiringItem = { name: string; sku: string; expires_on: string; branch: string | null };

export type StorageStep =
  | 'cancelled'
  | 'intake_completed'
  | 'release_requested'
  | 'lot_in_transit'
  | 'lot_delivered'
  | 'closed'
  | 'extension_requested'
  | 'extension_accepted'
  | 'extension_declined';

/**
 * Everything that tells someone something (the bell, and e-mail, push or SMS as their preferences
 * allow). Modules pass one of these to announce() inside the transaction of the change it reports.
 * Dates are `YYYY-MM-DD`, moments ISO 8601 UTC; templates format them in the recipient's locale.
 */
export type AnnounceEvent =
  | { kind: 'application_received'; customerId: number; applicationId: number; itemType: string; storageType: string }
  | { kind: 'application_status_changed'; customerId: number; applicationId: number; status: ApplicationStatus }
  | {
      /** An approval that reserved space: the customer learns where and when the goods go. */
      kind: 'storage_approved';
      customerId: number;
      applicationId: number;
      branchName: string;
      branchLocation: string;
      startDate: string;
      endDate: string;
      volume: number;
    }
  | {
      /** A later step of a storage agreement the customer hears about (issue 36 items 3 to 5). */
      kind: 'storage_step';
      customerId: number;
      agreementId: number;
      step: StorageStep;
      branchName: string;
      /** The lot's name (lot steps), the date (release, extension) or the lots' count (intake). */
      detail: string;
      /**
       * The agreement's assigned employee, told too (null: none, or they hear of it otherwise, as the
       * new release assignment or the cancelled intake). Not told of their own act (actorId).
       */
      employeeId: number | null;
      actorId: number;
    }
  | {
      kind: 'assignment_assigned';
      employeeId: number;
      assignmentId: number;
      task: string;
      facts?: AssignmentFacts | null;
      dueAt: string | null;
    }
  | {
      kind: 'assignment_changed';
      employeeId: number;
      assignmentId: number;
      task: string;
      /** Intake and release work: the title is worded from these in the reader's language (`task` is the English caption). */
      facts?: AssignmentFacts | null;
      change: 'updated' | 'reassigned' | 'deleted';
      /** The request's field names, for 'updated'. */
      fields: string[];
    }
  | {
      kind: 'assignment_completed';
      assignmentId: number;
      task: string;
      facts?: AssignmentFacts | null;
      /** Whose assignment it is, by name. */
      employeeName: string;
      actualHours: number | null;
      /** Who completed it: not told about their own act. */
      completedBy: number;
    }
  | {
      kind: 'assignment_due_soon';
      employeeId: number;
      assignmentId: number;
      task: string;
      facts?: AssignmentFacts | null;
      dueAt: string;
    }
  | {
      kind: 'assignment_overdue';
      employeeId: number;
      assignmentId: number;
      task: string;
      facts?: AssignmentFacts | null;
      dueAt: string;
    }
  | {
      kind: 'security_alert';
      userId: number;
      alert: SecurityAlert;
      at: string;
      ipAddress: string | null;
      /** For account_locked: when sign-in opens again. */
      until?: string | null;
    }
  | { kind: 'storage_reminder'; customerId: number; customerGoodId: number; itemName: string; endsOn: string }
  | { kind: 'contact_received'; contactId: number; name: string; email: string; subject: string; message: string }
  | { kind: 'daily_digest'; date: string; lowStock: DigestLowStockItem[]; expiring: DigestExpiringItem[] }
  | {
      /** A monthly statement was issued (issue 38); amounts in minor units. */
      kind: 'statement_issued';
      customerId: number;
      statementId: number;
      number: number;
      period: string;
      newBalance: number;
      currency: string;
      dueDate: string;
      /** The period's total with tax and how to pay, as the statement keeps them (absent in events queued before 1.1.0). */
      charges?: number;
      paymentInstructions?: string;
    }
  | { kind: 'billing_overdue'; customerId: number; overdue: number; balance: number; currency: string }
  /** A condition a person subscribed to at a branch now holds (told once until it clears). */
  | { kind: 'branch_alert'; userId: number; alert: BranchAlertLine }
  /** The alerts a person chose to read in the daily digest, gathered since the last one. */
  | { kind: 'branch_alerts_digest'; userId: number; date: string; alerts: BranchAlertLine[] }
  | {
      /**
       * A stock count was submitted and waits for someone to accept it (issue 49 item 6): told to
       * those who may, admins alone when its variance needs one, never to who counted a variance.
       */
      kind: 'count_awaiting_approval';
      countId: number;
      branchId: number;
      branchName: string;
      linesWithVariance: number;
      /** The variance's value in minor units of `currency`, signed. */
      varianceValue: number;
      currency: string;
      needsAdmin: boolean;
      /** Who submitted it and who counted a line with a variance: not told. */
      excludedIds: number[];
    };

/**
 * The preference a message is governed by. Customer topics are per channel (notifications.email.orderUpdates);
 * the employee screen's flat flags (assignments, reminders) go with its channel switches; staff
 * alerts (contact form, new applications, locked accounts, the digest) follow the channel switches.
 */
export type MessageTopic =
  'orderUpdates' | 'storageReminders' | 'securityAlerts' | 'assignments' | 'reminders' | 'staffAlerts';

/** Which system setting switches each channel on for the whole site. */
export const CHANNEL_SYSTEM_SWITCH = {
  email: 'email_notifications',
  push: 'push_notifications',
  sms: 'sms_notifications',
} as const satisfies Record<NotificationChannel, keyof SystemSettings>;

/** The channels (beyond the bell) a recipient gets a message of this topic on. */
export function allowedChannels(
  topic: MessageTopic,
  notifications: Preferences['notifications'],
  system: Pick<SystemSettings, (typeof CHANNEL_SYSTEM_SWITCH)[NotificationChannel]>,
): NotificationChannel[] {
  const channels: NotificationChannel[] = ['email', 'push', 'sms'];
  return channels.filter((channel) => {
    if (!system[CHANNEL_SYSTEM_SWITCH[channel]]) return false;
    const topics = notifications[channel] as Record<string, boolean>;
    const channelOn = Object.values(topics).some(Boolean);
    switch (topic) {
      case 'assignments':
      case 'reminders':
        return notifications[topic] && channelOn;
      case 'staffAlerts':
        return channelOn;
      default:
        return topics[topic] === true;
    }
  });
}

/** Whether the bell shows it: the employee's flat flags switch their bell messages off too. */
export function bellAllowed(topic: MessageTopic, notifications: Preferences['notifications']): boolean {
  if (topic === 'assignments' || topic === 'reminders') return notifications[topic];
  return true;
}
