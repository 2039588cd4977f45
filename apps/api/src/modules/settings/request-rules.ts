import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { MAINTENANCE_MESSAGE } from '../../lib/maintenance.js';
import type { UserRow } from '../users/users.mapper.js';
import { isIpAllowed } from './ip-allow-list.js';
import { getSystemSettings } from './settings.repository.js';

export const ADMIN_IP_REFUSED = 'Admin access is not allowed from this network address';

/**
 * The system settings that apply to every signed-in request: maintenance mode turns non-admins
 * away (admins keep working), and a non-empty IP allow-list limits where admins may work from.
 */
export async function assertSystemAccess(db: Executor, user: UserRow, request: FastifyRequest) {
  const settings = await getSystemSettings(db);
  if (user.role !== 'admin') {
    if (settings.maintenance_mode) throw new AppError('MAINTENANCE', MAINTENANCE_MESSAGE);
    return;
  }
  if (!isIpAllowed(settings.ip_allow_list, request.ip)) throw new AppError('FORBIDDEN', ADMIN_IP_REFUSED);
}
