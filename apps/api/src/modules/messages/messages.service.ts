import {
  OUTBOX_BULK_LIMIT,
  OUTBOX_MESSAGES,
  OUTBOX_STUCK_AFTER_MINUTES,
  type OutboxBulkResult,
  type OutboxQueueHealth,
  resolvePreferences,
  type EmailTestResult,
  type OutboxListQuery,
  type OutboxMessageView,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretSealer } from '../../lib/sealed-secret.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { readOpenSystemSettings } from '../settings/settings-secrets.js';
import type { UserRow } from '../users/users.mapper.js';
import { describeSmtpError, sendSmtpMail } from './email.sender.js';
import { readMailConfigError } from './mail-config-status.repository.js';
import {
  countOutbox,
  findOutbox,
  idsWithStatus,
  listOutbox,
  outboxQueueHealth,
  requeue,
  type OutboxRow,
} from './outbox.repository.js';
import { renderMessage, withScreenLink } from './templates/index.js';

export function toOutboxView(row: OutboxRow, username: string | null): OutboxMessageView {
  return {
    id: row.id,
    channel: row.channel as OutboxMessageView['channel'],
    user_id: row.userId,
    username,
    to_address: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxMessageView['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** Queue health from the mail log, for the Email log and /api/health. */
export async function queueHealth(db: Executor, now = new Date()): Promise<OutboxQueueHealth> {
  const health = await outboxQueueHealth(db, OUTBOX_STUCK_AFTER_MINUTES);
  return {
    pending: health.pending,
    oldest_pending_seconds: health.oldestPendingAt
      ? Math.max(0, Math.floor((now.getTime() - health.oldestPendingAt.getTime()) / 1000))
      : null,
    stuck_jobs: health.stuck,
  };
}

export async function listLog(db: Db, query: OutboxListQuery) {
  const filter = { status: query.status, channel: query.channel };
  const [rows, total, queue, mailConfigError] = await Promise.all([
    listOutbox(db, filter, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    countOutbox(db, filter),
    queueHealth(db),
    readMailConfigError(db),
  ]);
  return {
    queue,
    mail_config_error: mailConfigError,
    messages: rows.map(({ message, username }) => toOutboxView(message, username)),
    total,
    page: query.page,
    limit: query.limit,
    total_pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** Resend: a failed message goes back to pending with a fresh count and a new delivery job. */
export async function resend(db: Db, admin: UserRow, id: number, origin: RequestOrigin): Promise<OutboxMessageView> {
  return requeueOne(db, admin, id, 'failed', origin);
}

/** Send now: a pending message gets a delivery job due at once (after the settings were fixed, say). */
export async function sendNow(db: Db, admin: UserRow, id: number, origin: RequestOrigin): Promise<OutboxMessageView> {
  return requeueOne(db, admin, id, 'pending', origin);
}

async function requeueOne(db: Db, admin: UserRow, id: number, from: 'failed' | 'pending', origin: RequestOrigin) {
  return db.transaction(async (tx) => {
    const [row] = await requeue(tx, [id], from);
    if (!row) {
      const existing = await findOutbox(tx, id);
      if (!existing) throw new AppError('NOT_FOUND', OUTBOX_MESSAGES.notFound);
      throw new AppError('CONFLICT', from === 'failed' ? OUTBOX_MESSAGES.notFailed : OUTBOX_MESSAGES.notPending);
    }
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: from === 'failed' ? 'message_resend' : 'message_send_now',
        description: `Queued ${row.channel} message #${row.id} to be sent ${from === 'failed' ? 'again' : 'now'}`,
        category: 'security',
      },
      origin,
    );
    return toOutboxView(row, null);
  });
}

/**
 * Bulk: every failed message (or the given ids among them) goes back to the queue, or every pending
 * one is queued now; at most OUTBOX_BULK_LIMIT per request. Ids that are not in that status are
 * left as they are; the answer counts the messages queued.
 */
export async function requeueMany(
  db: Db,
  admin: UserRow,
  from: 'failed' | 'pending',
  ids: number[] | undefined,
  origin: RequestOrigin,
): Promise<OutboxBulkResult> {
  return db.transaction(async (tx) => {
    const chosen = ids ?? (await idsWithStatus(tx, from, OUTBOX_BULK_LIMIT));
    const rows = await requeue(tx, chosen, from);
    if (rows.length > 0) {
      await recordActivity(
        tx,
        {
          userId: admin.id,
          action: from === 'failed' ? 'message_resend' : 'message_send_now',
          description: `Queued ${rows.length} ${from} message(s) to be sent ${from === 'failed' ? 'again' : 'now'}`,
          category: 'security',
        },
        origin,
      );
    }
    return { queued: rows.length };
  });
}

/**
 * Test Connection: a real mail over the saved SMTP settings, to `to` or the admin's own address,
 * sent now (not through the outbox) so the admin reads the server's own answer or the error.
 */
export async function sendTestMail(
  db: Db,
  sealer: SecretSealer,
  admin: UserRow,
  to: string | undefined,
  origin: RequestOrigin,
): Promise<EmailTestResult> {
  const address = to || admin.email;
  const { settings, unreadable } = await readOpenSystemSettings(db, sealer);
  const preferences = resolvePreferences(admin.preferences);
  const mail = renderMessage(
    { kind: 'test_email', at: new Date().toISOString() },
    {
      language: preferences.display.language,
      timeZone: preferences.display.timezone,
      firstName: admin.firstName || null,
      siteName: settings.site_name,
    },
  );
  const started = Date.now();
  let result: EmailTestResult;
  if (unreadable.length > 0) {
    result = {
      ok: false,
      to: address,
      response: 'The stored SMTP password cannot be read (the server secret changed): enter it again and save',
      accepted: [],
      rejected: [],
      duration_ms: 0,
    };
  } else {
    try {
      const answer = await sendSmtpMail(settings, {
        to: address,
        subject: mail.subject,
        // A test of the settings, about no screen: no link.
        ...withScreenLink(mail, null),
      });
      result = { ok: answer.accepted.length > 0, to: address, ...answer, duration_ms: Date.now() - started };
    } catch (error) {
      result = {
        ok: false,
        to: address,
        response: describeSmtpError(error),
        accepted: [],
        rejected: [],
        duration_ms: Date.now() - started,
      };
    }
  }
  await recordActivity(
    db,
    {
      userId: admin.id,
      action: 'smtp_test',
      description: `SMTP test mail to ${address}: ${result.ok ? 'accepted' : 'not accepted'}`.slice(0, 500),
      category: 'security',
    },
    origin,
  );
  return result;
}
