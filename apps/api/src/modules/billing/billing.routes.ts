import {
  agedReportSchema,
  billingAccountSchema,
  billingSettingsSchema,
  billingSettingsUpdateSchema,
  branchQuoteSchema,
  chargeCreateSchema,
  chargeSchema,
  idParam,
  quoteQuerySchema,
  quoteSchema,
  rateCreateSchema,
  rateListSchema,
  rateSchema,
  runStatementsResultSchema,
  runStatementsSchema,
  parsePeriod,
  type Currency,
  type StorageType,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { expectedVersion, versionedWriteResponses, withEtag } from '../../lib/versioning.js';
import { ADMIN, ALL_ROLES, CUSTOMER, requireUser, STAFF } from '../../plugins/auth.js';
import { getBillingSettings, listRates } from './billing.repository.js';
import {
  addCharge,
  agedReport,
  billingAccount,
  createRate,
  quote,
  toBillingSettings,
  updateBillingSettings,
} from './billing.service.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { issueStatements } from './statements.service.js';

const tags = ['billing'];

/** Billing: rates and terms (admins), quotes and charges (staff), the customer's account; payments are in payments.routes.ts. */
export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/billing/settings',
    {
      config: { access: ADMIN },
      schema: { summary: 'Read the billing terms', tags, response: { 200: billingSettingsSchema } },
    },
    async (_request, reply) => withEtag(reply, toBillingSettings(await getBillingSettings(db))),
  );

  app.patch(
    '/billing/settings',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Change the billing terms',
        tags,
        description:
          'Currency, tax rate, payment terms, grace period, service prices and the site time zone; only the fields ' +
          'sent change. 409 when the currency would change after a charge, payment or statement was recorded.',
        body: billingSettingsUpdateSchema,
        response: { 200: billingSettingsSchema, ...versionedWriteResponses(billingSettingsSchema) },
      },
    },
    async (request, reply) => {
      const { version: _version, ...input } = request.body;
      const updated = await updateBillingSettings(db, input, expectedVersion(request, request.body));
      // This process's clock follows at once; the others within seconds (site-time-zone.ts).
      clock.setZone(updated.time_zone);
      return withEtag(reply, updated);
    },
  );

  app.get(
    '/billing/rates',
    {
      config: { access: ADMIN },
      schema: { summary: 'List the storage rates', tags, response: { 200: rateListSchema } },
    },
    async () => {
      const settings = await getBillingSettings(db);
      const rows = await listRates(db);
      return {
        currency: settings.currency as Currency,
        rates: rows.map(({ rate, branchName }) => ({
          id: rate.id,
          branch_id: rate.branchId,
          branch_name: branchName,
          storage_type: rate.storageType as StorageType,
          unit_rate: rate.unitRate,
          effective_from: rate.effectiveFrom,
          created_at: rate.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/billing/rates',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Set a storage rate from a date',
        tags,
        description:
          'A monthly rate per unit of space for a storage type at a branch (or, with branch_id null, every branch ' +
          'without its own), from its effective date. Earlier rates and issued statements stay as they were. ' +
          '409 when the branch and type already have a rate starting that day.',
        body: rateCreateSchema,
        response: { 201: rateSchema },
      },
    },
    async (request, reply) => {
      const rate = await createRate(db, requireUser(request), request.body);
      return reply.code(201).send({
        id: rate.id,
        branch_id: rate.branchId,
        branch_name: null,
        storage_type: rate.storageType as StorageType,
        unit_rate: rate.unitRate,
        effective_from: rate.effectiveFrom,
        created_at: rate.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/billing/quote',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Estimate the monthly price at each branch',
        tags,
        description: 'From the rates in force today and the service prices; amounts in minor units.',
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema.extend({ branches: z.array(branchQuoteSchema) }) },
      },
    },
    async (request) => quote(db, request.query, clock.today()),
  );

  app.post(
    '/billing/charges',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Add a one-time charge or credit',
        tags,
        description:
          'On the customer’s next statement. 404 when the customer does not exist or, for an employee, has no ' +
          'agreement at one of their branches.',
        body: chargeCreateSchema,
        response: { 201: chargeSchema },
      },
    },
    async (request, reply) => {
      const charge = await addCharge(db, requireUser(request), request.body, clock.today());
      return reply.code(201).send({
        id: charge.id,
        customer_id: charge.customerId,
        agreement_id: charge.agreementId,
        kind: charge.kind,
        amount: charge.amount,
        reason: charge.reason,
        charge_date: charge.chargeDate,
        statement_id: charge.statementId,
        created_at: charge.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/billing/account',
    {
      config: { access: CUSTOMER },
      schema: { summary: 'My balance and rates', tags, response: { 200: billingAccountSchema } },
    },
    async (request) => billingAccount(db, requireUser(request).id, clock.today()),
  );

  app.get(
    '/billing/customers/:id',
    {
      config: { access: STAFF },
      schema: {
        summary: 'A customer’s balance and rates',
        tags,
        description: 'Employees: only customers with an agreement at one of their branches (404 otherwise).',
        params: idParam,
        response: { 200: billingAccountSchema },
      },
    },
    async (request) => billingAccount(db, request.params.id, clock.today(), staffBranchScope(requireUser(request))),
  );

  app.get(
    '/billing/aged-balances',
    {
      config: { access: ADMIN },
      schema: { summary: 'Aged balances', tags, response: { 200: agedReportSchema } },
    },
    async () => agedReport(db, clock.today()),
  );

  app.post(
    '/billing/statements/run',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Issue the statements of a period',
        tags,
        description:
          'What the monthly job does, for a chosen period that is over: each customer with a balance or ' +
          'activity gets one statement; customers who have one already are skipped. 409 for a period not yet over.',
        body: runStatementsSchema,
        response: { 200: runStatementsResultSchema },
      },
    },
    async (request) => issueStatements(db, parsePeriod(request.body.period)!, clock.today()),
  );
};
