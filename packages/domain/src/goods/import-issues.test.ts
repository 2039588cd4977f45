import { describe, expect, it } from 'vitest';
import { groupImportIssues } from './import-file.js';

describe('groupImportIssues', () => {
  it('when many rows carry the same note, then it is one line with every row, in row order', () => {
    const issues = [
      { row: 4, field: 'product_id', message: 'Product ID auto-generated' },
      { row: 2, field: 'product_id', message: 'Product ID auto-generated' },
      { row: 3, field: 'branch_id', message: 'Branch not found' },
      { row: 3, field: 'product_id', message: 'Product ID auto-generated' },
    ];
    expect(groupImportIssues(issues)).toEqual([
      { field: 'product_id', message: 'Product ID auto-generated', rows: [2, 3, 4] },
      { field: 'branch_id', message: 'Branch not found', rows: [3] },
    ]);
  });

  it('when the same words concern different fields, then they stay apart', () => {
    const issues = [
      { row: 2, field: 'sku', message: 'Too long' },
      { row: 2, field: 'name', message: 'Too long' },
    ];
    expect(groupImportIssues(issues)).toHaveLength(2);
    expect(groupImportIssues([])).toEqual([]);
  });
});
