import {
  BILLING_MESSAGES,
  currencyFixedMessage,
  INSURED_VALUE,
  noRateMessage,
  overdueAmount,
  STORAGE_TYPE_LABELS,
  type AgedReport,
  type BillingAccount,
  type BillingSettings,
  type BillingSettingsUpdate,
  type ChargeCreate,
  type Currency,
  type RentTiming,
  type LateFeeKind,
  type QuoteQuery,
  type QuoteResponse,
  type RateCreate,
  type StorageType,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import type { UserRow } from '../users/users.mapper.js';
import type { AgreementRecord } from '../agreements/agreements.repository.js';
import { ALL_BRANCHES, staffBranchScope, type BranchScope } from '../staff-scope/branch-scope.js';
import { agedBalances } from './aging.repository.js';
import {
  accountBalance,
  agreementsWithRates,
  customerName,
  getBillingSettings,
  insertCharge,
  insertRate,
  moneyRecorded,
  setAgreedPrice,
  statementDues,
  updateBillingSettingsIfVersion,
  type BillingSettingsRecord,
} from './billing.repository.js';
import { priceOf, pricesAtBranches } from './prices.service.js';
import { reasonColumns } from './charge-reason-words.js';
import { accruedSoFar } from './statements.service.js';

export function toBillingSettings(row: BillingSettingsRecord): BillingSettings {
  return {
    currency: row.currency as Currency,
    tax_basis_points: row.taxBasisPoints,
    payment_terms_days: row.paymentTermsDays,
    grace_days: row.graceDays,
    insurance_basis_points: row.insuranceBasisPoints,
    packing_fee: row.packingFee,
    transportation_fee: row.transportationFee,
    rent_timing: row.rentTiming as RentTiming,
    tax_inclusive: row.taxInclusive,
    seller_name: row.sellerName,
    seller_address: row.sellerAddress,
    seller_tax_id: row.sellerTaxId,
    payment_instructions: row.paymentInstructions,
    late_fee_kind: row.lateFeeKind as LateFeeKind,
    late_fee_amount: row.lateFeeAmount,
    late_fee_basis_points: row.lateFeeBasisPoints,
    time_zone: row.timeZone,
    version: row.version,
  };
}

export async function updateBillingSettings(db: Db, input: BillingSettingsUpdate, expected: number) {
  return db.transaction(async (tx) => {
    if (input.currency !== undefined) {
      const { currency } = await getBillingSettings(tx);
      if (input.currency !== currency && (await moneyRecorded(tx)))
        throw new AppError('CONFLICT', currencyFixedMessage(currency));
    }
    const row = await updateBillingSettingsIfVersion(tx, expected, {
      ...(input.currency !== undefined && { currency: input.currency }),
      ...(input.tax_basis_points !== undefined && { taxBasisPoints: input.tax_basis_points }),
      ...(input.payment_terms_days !== undefined && { paymentTermsDays: input.payment_terms_days }),
      ...(input.grace_days !== undefined && { graceDays: input.grace_days }),
      ...(input.insurance_basis_points !== undefined && { insuranceBasisPoints: input.insurance_basis_points }),
      ...(input.packing_fee !== undefined && { packingFee: input.packing_fee }),
      ...(input.transportation_fee !== undefined && { transportationFee: input.transportation_fee }),
      ...(input.rent_timing !== undefined && { rentTiming: input.rent_timing }),
      ...(input.tax_inclusive !== undefined && { taxInclusive: input.tax_inclusive }),
      ...(input.seller_name !== undefined && { sellerName: input.seller_name }),
      ...(input.seller_address !== undefined && { sellerAddress: input.seller_address }),
      ...(input.seller_tax_id !== undefined && { sellerTaxId: input.seller_tax_id }),
      ...(input.payment_instructions !== undefined && { paymentInstructions: input.payment_instructions }),
      ...(input.late_fee_kind !== undefined && { lateFeeKind: input.late_fee_kind }),
      ...(input.late_fee_amount !== undefined && { lateFeeAmount: input.late_fee_amount }),
      ...(input.late_fee_basis_points !== undefined && { lateFeeBasisPoints: input.late_fee_basis_points }),
      ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
    });
    if (!row) throw staleVersion(toBillingSettings(await getBillingSettings(tx)));
    return toBillingSettings(row);
  });
}

export async function createRate(db: Db, actor: UserRow, input: RateCreate) {
  const row = await insertRate(db, {
    branchId: input.branch_id,
    storageType: input.storage_type,
    unitRate: input.unit_rate,
    effectiveFrom: input.effective_from,
    createdBy: actor.id,
  });
  if (!row) throw new AppError('CONFLICT', 'A rate for this branch and storage type already starts on that date');
  return row;
}

/**
 * The monthly price at each branch with room for the volume and a rate for the type, from the rates
 * in force today and the site's service prices.
 */
export async function quote(db: Db, query: QuoteQuery, today: string): Promise<QuoteResponse> {
  const choice = { ...query, storageType: query.storage_type };
  const { settings, branches } = await pricesAtBranches(db, choice, today);
  const services = priceOf(settings, 0, { ...choice, insurance: true, packing: false, transportation: false });
  return {
    currency: settings.currency as Currency,
    volume: query.volume,
    storage_type: query.storage_type,
    declared_value: INSURED_VALUE,
    insurance_monthly: services.monthlyInsurance,
    packing_fee: settings.packingFee,
    transportation_fee: settings.transportationFee,
    branches: branches.flatMap((branch) =>
      branch.price === null || branch.unit_rate === null || branch.available_space < query.volume
        ? []
        : [
            {
              branch_id: branch.branch_id,
              branch_name: branch.name,
              branch_location: branch.location,
              unit_rate: branch.unit_rate,
              monthly_rent: branch.price.monthlyRent,
              monthly_insurance: branch.price.monthlyInsurance,
              monthly_tax: branch.price.monthlyTax,
              monthly_total: branch.price.monthlyTotal,
              one_time_fees: branch.price.oneTimeFees,
            },
          ],
    ),
  };
}

/**
 * Inside the approval's transaction: records the agreed price on the new agreement from the rates in
 * force on its start date, and the one-time packing and transportation fees as charges on that date.
 * A storage type without a rate at the branch refuses the approval (409): storage is never free.
 */
export async function recordAgreedPrice(
  tx: Executor,
  agreement: AgreementRecord,
  application: {
    storageType: string;
    insuranceRequired: boolean;
    packingServices: boolean;
    transportationNeeded: boolean;
  },
  actorId: number,
): Promise<void> {
  const choice = {
    storageType: application.storageType,
    volume: agreement.volume,
    insurance: application.insuranceRequired,
    packing: application.packingServices,
    transportation: application.transportationNeeded,
  };
  const { settings, branches } = await pricesAtBranches(tx, choice, agreement.startDate);
  const branch = branches.find((row) => row.branch_id === agreement.branchId);
  if (!branch?.price || branch.unit_rate === null) {
    const label = STORAGE_TYPE_LABELS[application.storageType as StorageType] ?? application.storageType;
    throw new AppError('CONFLICT', noRateMessage(label, branch?.name ?? `#${agreement.branchId}`));
  }
  await setAgreedPrice(tx, agreement.id, {
    storageType: application.storageType,
    unitRate: branch.unit_rate,
    monthlyRent: branch.price.monthlyRent,
    monthlyInsurance: branch.price.monthlyInsurance,
  });
  const fees = [
    { kind: 'packing', amount: application.packingServices ? settings.packingFee : 0 },
    { kind: 'transportation', amount: application.transportationNeeded ? settings.transportationFee : 0 },
  ] as const;
  for (const fee of fees)
    if (fee.amount > 0)
      await insertCharge(tx, {
        customerId: agreement.customerId,
        agreementId: agreement.id,
        kind: fee.kind,
        amount: fee.amount,
        ...reasonColumns({ kind: 'service_fee', fee: fee.kind, agreement_id: agreement.id }, settings.currency),
        chargeDate: agreement.startDate,
        createdBy: actorId,
      });
}

/** The customer's name; a customer outside the actor's scope (no agreement at their branches) is 404. */
export async function assertCustomer(db: Executor, customerId: number, scope: BranchScope, applicants = false) {
  const name = await customerName(db, customerId, scope, applicants);
  if (name === undefined) throw new AppError('NOT_FOUND', BILLING_MESSAGES.customerNotFound);
  return name;
}

/** A one-time charge or credit by staff, on the customer's next statement. */
export async function addCharge(db: Db, actor: UserRow, input: ChargeCreate, today: string) {
  await assertCustomer(db, input.customer_id, staffBranchScope(actor));
  return insertCharge(db, {
    customerId: input.customer_id,
    kind: input.kind,
    amount: input.kind === 'credit' ? -input.amount : input.amount,
    reason: input.reason,
    chargeDate: input.charge_date ?? today,
    createdBy: actor.id,
  });
}

/**
 * A customer's account as the scope may see it: their own (customers), or a customer in the staff's
 * scope, applicants waiting for review included (their balance stands beside the application).
 */
export async function billingAccount(
  db: Db,
  customerId: number,
  today: string,
  scope: BranchScope = ALL_BRANCHES,
): Promise<BillingAccount> {
  const name = await assertCustomer(db, customerId, scope, true);
  const settings = await getBillingSettings(db);
  const balance = await accountBalance(db, customerId);
  const dues = await statementDues(db, customerId);
  const agreements = await agreementsWithRates(db, customerId, scope);
  return {
    customer_id: customerId,
    customer_name: name,
    currency: settings.currency as Currency,
    balance,
    // "Not yet on a statement" is this month so far: the same draft, so the two figures cannot differ.
    unbilled: (await accruedSoFar(db, customerId, today)).charges,
    overdue: overdueAmount(balance, dues, today, settings.graceDays),
    agreements: agreements.map(({ agreement, branchName }) => ({
      agreement_id: agreement.id,
      branch_name: branchName,
      storage_type: (agreement.storageType as StorageType | null) ?? null,
      volume: agreement.volume,
      unit_rate: agreement.unitRate,
      monthly_rent: agreement.monthlyRent,
      monthly_insurance: agreement.monthlyInsurance,
      start_date: agreement.startDate,
      end_date: agreement.endDate,
      status: agreement.status,
    })),
  };
}

/** The aged balances list at most this many customers (largest balances first); totals cover all. */
const AGED_LIST_LIMIT = 1000;

export async function agedReport(db: Db, today: string): Promise<AgedReport> {
  const settings = await getBillingSettings(db);
  const { totals, customers } = await agedBalances(db, today, AGED_LIST_LIMIT);
  return {
    currency: settings.currency as Currency,
    as_of: today,
    totals,
    customers: customers.map((customer) => ({
      customer_id: customer.customerId,
      customer_name: customer.customerName,
      balance: customer.balance,
      aged: customer.aged,
    })),
  };
}
