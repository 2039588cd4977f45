import {
  customerSearchQuerySchema,
  customerSearchResultSchema,
  DUPLICATE_PAYMENT_WINDOW_SECONDS,
  PAID_ON_MAX_DAYS_AHEAD,
  paymentCreateSchema,
  paymentSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireUser, STAFF } from '../../plugins/auth.js';
import { toPayment } from './billing.mapper.js';
import { findCustomers, recordPayment } from './payments.service.js';

const tags = ['billing'];
const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Recording payments and refunds (staff), and finding the customer they are for. */
export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/billing/customers',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Find customers to bill',
        tags,
        description:
          'By part of the name, email or username, or by customer number; at most `limit` (20). Employees find ' +
          'only customers with an agreement at one of their branches.',
        querystring: customerSearchQuerySchema,
        response: { 200: customerSearchResultSchema },
      },
    },
    async (request) => findCustomers(db, requireUser(request), request.query),
  );

  app.post(
    '/billing/payments',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Record a payment or refund',
        tags,
        description:
          'A payment lowers the customer’s balance at once (more than is owed leaves a credit); a refund ' +
          '(`direction: "refund"`, with a `reason`) raises it. With an `Idempotency-Key` header the same key and ' +
          'body answer the same payment and the same key with another body answers 422. Otherwise the same ' +
          `payment again within ${DUPLICATE_PAYMENT_WINDOW_SECONDS} s answers 409 unless \`confirm_duplicate\` is true. ` +
          `\`paid_on\` lies between the customer’s registration and ${PAID_ON_MAX_DAYS_AHEAD} days from today (422 ` +
          'otherwise). 404 when the customer does not exist or, for an employee, has no agreement at one of their branches.',
        body: paymentCreateSchema,
        response: { 201: paymentSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const { payment, customerName } = await recordPayment(db, requireUser(request), request.body, {
        idempotencyKey: Array.isArray(header) ? header.join(',') : header,
        now: clock.now(),
        today: clock.today(),
      });
      return reply.code(201).send(toPayment(payment, customerName));
    },
  );
};
