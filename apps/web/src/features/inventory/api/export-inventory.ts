import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { toQuery, type InventoryFilter } from './inventory-filter';

/** GET /api/goods/export with the bearer header, as a Blob, saved under a dated name. */
export async function exportInventory(filter: InventoryFilter): Promise<void> {
  const blob = await api.get<Blob>('/goods/export', { query: toQuery(filter), responseType: 'blob' });
  saveBlob(blob, `inventory-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportInventory() {
  return useMutation({ mutationFn: exportInventory });
}
