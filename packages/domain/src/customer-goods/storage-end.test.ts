import { describe, expect, it } from 'vitest';
import { isStorageEndAllowed } from './format.js';
import { storeGoodsFormSchema } from './schemas.js';

describe('storage end date', () => {
  const today = '2025-03-01';
  it('when there is no storage date, then the end must be after today', () => {
    expect(isStorageEndAllowed('2025-03-02', null, today)).toBe(true);
    expect(isStorageEndAllowed('2025-03-01', null, today)).toBe(false);
  });

  it('when there is a storage date, then the end must be after it', () => {
    expect(isStorageEndAllowed('2025-04-01', '2025-03-31', today)).toBe(true);
    expect(isStorageEndAllowed('2025-03-31', '2025-03-31', today)).toBe(false);
    expect(isStorageEndAllowed('2025-03-20', '2025-03-31', today)).toBe(false);
  });

  it('when the form is checked, then an early end date is refused on its field and a blank one is none', () => {
    const base = { name: 'Piano', category: 'Furniture', value: 10, storage_date: '2025-03-10' };
    const early = storeGoodsFormSchema(today).safeParse({ ...base, storage_end_date: '2025-03-05' });
    expect(early.success).toBe(false);
    expect(early.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['storage_end_date']);
    const blank = storeGoodsFormSchema(today).parse({ ...base, storage_end_date: '' });
    expect(blank.storage_end_date).toBeNull();
    expect(storeGoodsFormSchema(today).parse({ ...base, storage_end_date: '2025-06-10' }).storage_end_date).toBe(
      '2025-06-10',
    );
  });
});
