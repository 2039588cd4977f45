import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useFormatDate } from '../../../lib/dates';
import { saveBlob } from '../../../lib/download';
import { toQuery, type InventoryFilter } from './inventory-filter';

/** GET /api/goods/export with the bearer header, as a Blob, saved under a dated name. */
export async function exportInventory(filter: InventoryFilter, today: string): Promise<void> {
  const blob = await api.get<Blob>('/goods/export', { query: toQuery(filter), responseType: 'blob' });
  saveBlob(blob, `inventory-${today}.csv`);
}

export function useExportInventory() {
  const dates = useFormatDate();
  return useMutation({ mutationFn: (filter: InventoryFilter) => exportInventory(filter, dates.today()) });
}
