import { expiryStatus, goodStockStatus, type Good, type ExportRecord, type StockMovement } from '@stockyard/domain';
import type { GoodRecord, GoodRow } from './goods.repository.js';
import type { MovementRow } from './movements.repository.js';

/** An item as the API answers it; the statuses are derived with the same `today` the filters used. */
export function toGood({ good, branchName, ownerName }: GoodRow, today: string): Good {
  return {
    id: good.id,
    product_id: good.productId,
    name: good.name,
    description: good.description,
    category: good.category,
    sku: good.sku,
    supplier: good.supplier,
    quantity: good.quantity,
    price_per_unit: Number(good.pricePerUnit),
    low_stock_threshold: good.lowStockThreshold,
    max_quantity: good.maxQuantity,
    batch_no: good.batchNo,
    expiry_date: good.expiryDate,
    branch_id: good.branchId,
    branch: good.branchId !== null && branchName !== null ? { id: good.branchId, name: branchName } : null,
    location: good.location,
    owner_id: good.ownerId,
    owner: good.ownerId === null ? null : { id: good.ownerId, name: ownerName ?? '' },
    status: good.status,
    stock_status: goodStockStatus({
      quantity: good.quantity,
      low_stock_threshold: good.lowStockThreshold,
      max_quantity: good.maxQuantity,
      owner_id: good.ownerId,
    }),
    expiry_status: expiryStatus(good.expiryDate, today),
    created_at: good.createdAt.toISOString(),
    updated_at: good.updatedAt.toISOString(),
    version: good.version,
  };
}

export function toMovement({ movement, userName }: MovementRow): StockMovement {
  return {
    id: movement.id,
    good_id: movement.goodId,
    type: movement.type as StockMovement['type'],
    quantity: movement.quantity,
    previous_quantity: movement.previousQuantity,
    new_quantity: movement.newQuantity,
    reason: movement.reason,
    reference_number: movement.referenceNumber,
    notes: movement.notes,
    user_id: movement.userId,
    user_name: userName,
    created_at: movement.createdAt.toISOString(),
  };
}

/** An item as an export row (the import columns). */
export function toExportRecord(good: GoodRecord): ExportRecord {
  return {
    name: good.name,
    category: good.category,
    sku: good.sku,
    supplier: good.supplier,
    quantity: good.quantity,
    price_per_unit: Number(good.pricePerUnit),
    batch_no: good.batchNo,
    expiry_date: good.expiryDate,
    branch_id: good.branchId,
    low_stock_threshold: good.lowStockThreshold,
    product_id: good.productId,
  };
}
