import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, effectiveUploadLimit } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import { hiddenDetailsFor } from '../users/profile-visibility.js';
import type { UserRow } from '../users/users.mapper.js';
import { avatarContentType } from './avatar-upload.js';
import { deleteAvatar, findAvatar, saveAvatar } from './avatar.repository.js';

/** The largest avatar this server takes now: 5 MB, or less if the admin set a lower upload limit. */
export async function avatarUploadLimit(db: Db): Promise<number> {
  const { max_file_size_mb: maxMb } = await getSystemSettings(db);
  return effectiveUploadLimit(AVATAR_MAX_BYTES, maxMb);
}

/** Replaces the caller's avatar with an uploaded JPG or PNG (read by the route within avatarUploadLimit). */
export async function replaceAvatar(db: Db, user: UserRow, data: Buffer, origin: RequestOrigin) {
  const contentType = await avatarContentType(data);
  await db.transaction(async (tx) => {
    await saveAvatar(tx, user.id, contentType, data);
    await recordActivity(
      tx,
      { userId: user.id, action: 'avatar_update', description: 'Changed profile picture', category: 'profile' },
      origin,
    );
  });
}

export async function removeAvatar(db: Db, user: UserRow, origin: RequestOrigin) {
  await db.transaction(async (tx) => {
    if (!(await deleteAvatar(tx, user.id))) return;
    await recordActivity(
      tx,
      { userId: user.id, action: 'avatar_remove', description: 'Removed profile picture', category: 'profile' },
      origin,
    );
  });
}

/**
 * A user's picture for a signed-in viewer. A customer's picture is kept from employees and other
 * customers by their profile visibility (it answers as missing); admins and the owner always see it.
 */
export async function readAvatar(db: Db, viewer: UserRow, userId: number) {
  const hidden = await hiddenDetailsFor(db, viewer, [userId]);
  if (hidden(userId).includes('avatar')) throw new AppError('NOT_FOUND', AVATAR_MESSAGES.notFound);
  const avatar = await findAvatar(db, userId);
  if (!avatar) throw new AppError('NOT_FOUND', AVATAR_MESSAGES.notFound);
  return avatar;
}
