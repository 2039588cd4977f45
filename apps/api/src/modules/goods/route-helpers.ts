import type { FastifyRequest } from 'fastify';
import { requireUser, STAFF } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import type { Actor } from './goods.service.js';
import { staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';

/** The request user's branch scope (staff-scope/branch-scope.ts). */
export const scopeOf = (request: FastifyRequest): BranchScope => staffBranchScope(requireUser(request));
export const actorOf = (request: FastifyRequest): Actor => ({ user: requireUser(request), origin: originOf(request) });
/** Every goods route: admins and employees (spec 02 section 6, goods_management). */
export const staff = { access: STAFF };
export const tags = ['goods'];
