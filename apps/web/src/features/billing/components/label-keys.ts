import type { AgingBucket, LateFeeKind, StorageType } from '@stockyard/domain';

/** The catalog key of each value the billing screens name, spelled out so every key is findable. */
export const METHOD_KEYS = {
  cash: 'billing:methods.cash',
  card: 'billing:methods.card',
  bank_transfer: 'billing:methods.bank_transfer',
  check: 'billing:methods.check',
  other: 'billing:methods.other',
} as const;

export const CHARGE_KIND_KEYS = {
  charge: 'billing:chargeKinds.charge',
  late_fee: 'billing:chargeKinds.late_fee',
  credit: 'billing:chargeKinds.credit',
} as const;

export const STORAGE_TYPE_KEYS = {
  'climate-controlled': 'billing:types.climateControlled',
  standard: 'billing:types.standard',
  outdoor: 'billing:types.outdoor',
  secure: 'billing:types.secure',
  refrigerated: 'billing:types.refrigerated',
} as const satisfies Record<StorageType, string>;

export const AGING_KEYS = {
  not_due: 'billing:aged.not_due',
  days_1_30: 'billing:aged.days_1_30',
  days_31_60: 'billing:aged.days_31_60',
  days_61_90: 'billing:aged.days_61_90',
  days_over_90: 'billing:aged.days_over_90',
} as const satisfies Record<AgingBucket, string>;

export const LATE_FEE_KIND_KEYS = {
  none: 'billing:terms.lateFeeKinds.none',
  flat: 'billing:terms.lateFeeKinds.flat',
  percent: 'billing:terms.lateFeeKinds.percent',
} as const satisfies Record<LateFeeKind, string>;

export const TAB_KEYS = {
  statements: 'billing:tabs.statements',
  payments: 'billing:tabs.payments',
  rates: 'billing:tabs.rates',
  aged: 'billing:tabs.aged',
} as const;

export const ENTRY_MODE_KEYS = {
  payment: 'billing:entry.payment',
  refund: 'billing:entry.refund',
  charge: 'billing:entry.charge',
} as const;

export const ENTRY_SAVE_KEYS = {
  payment: 'billing:entry.savePayment',
  refund: 'billing:entry.saveRefund',
  charge: 'billing:entry.saveCharge',
} as const satisfies Record<keyof typeof ENTRY_MODE_KEYS, string>;

export const DIRECTION_KEYS = {
  payment: 'billing:payments.directions.payment',
  refund: 'billing:payments.directions.refund',
} as const;
