import {
  BILLING_MESSAGES,
  idParam,
  listQuerySchema,
  paymentListSchema,
  statementListSchema,
  statementSchema,
  type Currency,
} from '@stockyard/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { billingPayments, billingStatements } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { attachment, downloadHeaders } from '../../lib/download-headers.js';
import { ADMIN, ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import {
  PAYMENTS_EXPORT_HEADER,
  paymentsExportLine,
  statementCsv,
  STATEMENTS_EXPORT_HEADER,
  statementsExportLine,
} from './billing-csv.js';
import { toPayment, toStatement, toStatementSummary } from './billing.mapper.js';
import {
  customerInBillingScope,
  findStatement,
  getBillingSettings,
  listPayments,
  listStatements,
} from './billing.repository.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { statementParties } from './statement-parties.js';
import { statementPdf } from './statement-pdf.js';

const tags = ['billing'];
const EXPORT_LIMIT = 100;

/**
 * Which customers' statements and payments a user reads: a customer their own; an employee those of
 * customers with an agreement at one of their branches; an admin all.
 */
const visibleCustomers = (user: { id: number; role: string }, customerColumn: PgColumn): SQL | undefined =>
  user.role === 'customer'
    ? eq(customerColumn, user.id)
    : customerInBillingScope(staffBranchScope(user), customerColumn);

/** Statements and payments: customers read their own, employees their branches' customers (others 404); PDF and CSV. */
export const billingDocumentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const visibleStatement = async (user: { id: number; role: string }, id: number) => {
    const row = await findStatement(db, id, visibleCustomers(user, billingStatements.customerId));
    if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.statementNotFound);
    const parties =
      row.statement.parties ?? (await statementParties(db, row.statement.customerId, await getBillingSettings(db)));
    return toStatement({ ...row, parties });
  };

  app.get(
    '/billing/statements',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'List statements',
        tags,
        description:
          'A customer sees their own; an employee those of customers with an agreement at one of their ' +
          'branches, admins all; or one customer’s with customer_id.',
        querystring: listQuerySchema,
        response: { 200: statementListSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, limit, period } = request.query;
      const customerId = user.role === 'customer' ? user.id : request.query.customer_id;
      const filters: (SQL | undefined)[] = [visibleCustomers(user, billingStatements.customerId)];
      if (customerId !== undefined) filters.push(eq(billingStatements.customerId, customerId));
      if (period !== undefined) filters.push(eq(billingStatements.period, period));
      const { rows, total } = await listStatements(db, and(...filters), page, limit);
      return {
        statements: rows.map((row) => toStatementSummary(row.statement, row.customerName)),
        total,
        page,
        limit,
      };
    },
  );

  app.get(
    '/billing/statements/:id',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Read a statement', tags, params: idParam, response: { 200: statementSchema } },
    },
    async (request) => visibleStatement(requireUser(request), request.params.id),
  );

  app.get(
    '/billing/statements/:id/pdf',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Download a statement as PDF', tags, params: idParam, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const statement = await visibleStatement(requireUser(request), request.params.id);
      const settings = await getSystemSettings(db);
      const pdf = await statementPdf(statement, settings.site_name);
      return reply.headers(downloadHeaders(`statement-${statement.number}.pdf`, 'application/pdf')).send(pdf);
    },
  );

  app.get(
    '/billing/statements/:id/csv',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Download a statement as CSV', tags, params: idParam, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const statement = await visibleStatement(requireUser(request), request.params.id);
      return reply
        .headers(downloadHeaders(`statement-${statement.number}.csv`, 'text/csv; charset=utf-8'))
        .send(statementCsv(statement));
    },
  );

  app.get(
    '/billing/payments',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'List payments',
        tags,
        description:
          'A customer sees their own; an employee those of customers with an agreement at one of their ' +
          'branches, admins all; or one customer’s with customer_id.',
        querystring: listQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, limit } = request.query;
      const customerId = user.role === 'customer' ? user.id : request.query.customer_id;
      const where = and(
        visibleCustomers(user, billingPayments.customerId),
        customerId === undefined ? undefined : eq(billingPayments.customerId, customerId),
      );
      const { rows, total } = await listPayments(db, where, page, limit);
      const { currency } = await getBillingSettings(db);
      return {
        currency: currency as Currency,
        payments: rows.map((row) => toPayment(row.payment, row.customerName)),
        total,
        page,
        limit,
      };
    },
  );

  app.get(
    '/billing/export/statements',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Export statements as CSV',
        tags,
        description: 'For accounting: every statement (optionally of one period), cells formula-escaped.',
        querystring: listQuerySchema.pick({ period: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const where = request.query.period ? eq(billingStatements.period, request.query.period) : undefined;
      let csv = STATEMENTS_EXPORT_HEADER;
      for (let page = 1; ; page++) {
        const { rows } = await listStatements(db, where, page, EXPORT_LIMIT);
        csv += rows.map((row) => statementsExportLine(toStatementSummary(row.statement, row.customerName))).join('');
        if (rows.length < EXPORT_LIMIT) break;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`statements${request.query.period ? `-${request.query.period}` : ''}.csv`),
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/billing/export/payments',
    {
      config: { access: ADMIN },
      schema: { summary: 'Export payments as CSV', tags, produces: ['text/csv'] },
    },
    async (_request, reply) => {
      let csv = PAYMENTS_EXPORT_HEADER;
      for (let page = 1; ; page++) {
        const { rows } = await listPayments(db, undefined, page, EXPORT_LIMIT);
        csv += rows.map((row) => paymentsExportLine(toPayment(row.payment, row.customerName))).join('');
        if (rows.length < EXPORT_LIMIT) break;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('payments.csv'))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
