import { LOT_PHOTO_MESSAGES } from '@stockyard/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goods, lotPhotos } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { scopeReaches, staffBranchScope } from '../staff-scope/branch-scope.js';
import type { UserRow } from '../users/users.mapper.js';
import { findAgreement } from './agreements.repository.js';

const notFound = () => new AppError('NOT_FOUND', LOT_PHOTO_MESSAGES.notFound);

/**
 * A lot's photo, for the lot's owner and for staff of the agreement's branch (admins: every branch).
 * Anyone else, a lot of another agreement or a lot without a photo: 404, as if it did not exist.
 */
export async function readLotPhoto(db: Db, user: UserRow, agreementId: number, lotId: number) {
  const row = await findAgreement(db, agreementId);
  if (!row) throw notFound();
  const { agreement } = row;
  if (user.role === 'customer' && agreement.customerId !== user.id) throw notFound();
  if (user.role !== 'customer' && !(await scopeReaches(db, staffBranchScope(user), agreement.branchId)))
    throw notFound();
  const [photo] = await db
    .select({ contentType: lotPhotos.contentType, data: lotPhotos.data, productId: goods.productId })
    .from(lotPhotos)
    .innerJoin(goods, eq(goods.id, lotPhotos.goodId))
    .where(and(eq(lotPhotos.goodId, lotId), eq(goods.agreementId, agreementId)));
  if (!photo) throw notFound();
  return photo;
}
