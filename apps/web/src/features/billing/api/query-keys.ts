/** One root key: a payment, charge or issued statement refreshes every billing read together. */
export const billingKeys = {
  all: ['billing'] as const,
  account: (customerId: number | 'me') => [...billingKeys.all, 'account', customerId] as const,
  statements: (query: object) => [...billingKeys.all, 'statements', query] as const,
  statement: (id: number) => [...billingKeys.all, 'statement', id] as const,
  accrued: (customerId: number | 'me') => [...billingKeys.all, 'accrued', customerId] as const,
  payments: (query: object) => [...billingKeys.all, 'payments', query] as const,
  rates: () => [...billingKeys.all, 'rates'] as const,
  settings: () => [...billingKeys.all, 'settings'] as const,
  aged: () => [...billingKeys.all, 'aged'] as const,
  customers: (q: string) => [...billingKeys.all, 'customers', q] as const,
};
