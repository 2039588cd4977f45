import { effectiveUploadLimit, fileTooLargeMessage } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { getSystemSettings } from './settings.repository.js';

/** A form's own upload limit, tightened by the admin's "max file size" when that is stricter. */
export async function uploadLimitFor(db: Executor, formLimitBytes: number): Promise<number> {
  return effectiveUploadLimit(formLimitBytes, (await getSystemSettings(db)).max_file_size_mb);
}

/** 413 with the field named, when a received file is over the limit that applies to it. */
export function assertUploadSize(label: string, size: number, limitBytes: number, field?: string) {
  if (size <= limitBytes) return;
  const message = fileTooLargeMessage(label, limitBytes);
  throw new AppError('PAYLOAD_TOO_LARGE', message, field ? [{ field, message }] : undefined);
}
