import { agedReportSchema } from '@stockyard/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardQuery } from './dashboard-query';

/** GET /api/billing/aged-balances: what customers owe, by how long it is past due. */
const agedQuery = dashboardQuery('aged-balances', async (signal) =>
  agedReportSchema.parse(await api.get('/billing/aged-balances', { signal })),
);

export const useAgedBalances = () => useQuery(agedQuery());
