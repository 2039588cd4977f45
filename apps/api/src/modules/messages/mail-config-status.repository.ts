import type { MailConfigError } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

/** The last failure of the SMTP settings themselves, kept until a mail goes through again. */
const MAIL_CONFIG_ERROR_KEY = 'mail_config_error';

export async function recordMailConfigError(db: Executor, error: string, at: Date): Promise<void> {
  const value: MailConfigError = { error, at: at.toISOString() };
  await db
    .insert(settings)
    .values({ key: MAIL_CONFIG_ERROR_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}

export async function clearMailConfigError(db: Executor): Promise<void> {
  await db.delete(settings).where(eq(settings.key, MAIL_CONFIG_ERROR_KEY));
}

export async function readMailConfigError(db: Executor): Promise<MailConfigError | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, MAIL_CONFIG_ERROR_KEY)).limit(1);
  const value = row?.value as Partial<MailConfigError> | undefined;
  return typeof value?.error === 'string' && typeof value.at === 'string' ? { error: value.error, at: value.at } : null;
}
