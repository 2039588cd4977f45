import { customerGoodDetailSchema, type CustomerGoodDetail, type GoodStatus } from '@stockyard/domain';
import { api } from '../../../lib/api-client';
import { INVENTORY_QUERY_KEY } from './inventory-filter';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export type GoodStatusVariables = {
  id: number;
  status: GoodStatus;
  branch_id?: number | null;
  note?: string;
  /** The version of the good the dialog was opened on. */
  version: number;
};

/** PATCH /api/customer-goods/{id}/status (staff): one move along the allowed transitions, from `version`. */
export async function changeGoodStatus({ id, ...body }: GoodStatusVariables): Promise<CustomerGoodDetail> {
  return customerGoodDetailSchema.parse(await api.patch(`/customer-goods/${id}/status`, body));
}

export function useChangeGoodStatus() {
  return useRefreshingMutation(changeGoodStatus, INVENTORY_QUERY_KEY);
}
