import { accruedDraftSchema, BILLING_MESSAGES, idParam } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { CUSTOMER, requireUser, STAFF } from '../../plugins/auth.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { customerName } from './billing.repository.js';
import { accruedSoFar } from './statements.service.js';

const tags = ['billing'];
const description =
  'What the next statement would hold if it were cut today: the unbilled days of each agreement, ' +
  'open charges, credits and payments. A preview with no number; nothing is stored.';

/** "This month so far": the charges accrued since the last statement, for the customer and for staff. */
export const accruedRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/billing/account/accrued',
    {
      config: { access: CUSTOMER },
      schema: { summary: 'My charges so far this month', tags, description, response: { 200: accruedDraftSchema } },
    },
    async (request) => accruedSoFar(db, requireUser(request).id, clock.today()),
  );

  app.get(
    '/billing/customers/:id/accrued',
    {
      config: { access: STAFF },
      schema: {
        summary: 'A customer’s charges so far this month',
        tags,
        description: `${description} Employees: only customers with an agreement at one of their branches (404 otherwise).`,
        params: idParam,
        response: { 200: accruedDraftSchema },
      },
    },
    async (request) => {
      const scope = staffBranchScope(requireUser(request));
      if ((await customerName(db, request.params.id, scope, true)) === undefined)
        throw new AppError('NOT_FOUND', BILLING_MESSAGES.customerNotFound);
      return accruedSoFar(db, request.params.id, clock.today());
    },
  );
};
