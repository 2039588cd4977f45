import type { Good } from '@stockyard/domain';
import { describe, expect, it } from 'vitest';
import { defaultsOf, itemResolver, type ItemFormValues } from '../src/features/goods/components/item-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const today = () => '2026-12-07';
const errorsOf = async (good: Good | undefined, values: Partial<ItemFormValues>) => {
  const { errors } = await itemResolver(good, today)({ ...defaultsOf(good), ...values }, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('the item form names every problem on the first submit', () => {
  it('when the name is missing and the expiry date is past, then both errors come at once', async () => {
    expect(await errorsOf(undefined, { expiry_date: '2020-01-15', category: 'Electronics' })).toMatchObject({
      name: 'Product name is required',
      expiry_date: 'Expiry date should be in the future',
    });
  });

  it('when the category is empty, then its own required error stays rather than the unknown-category one', async () => {
    const errors = await errorsOf(undefined, { expiry_date: '2020-01-15' });
    expect(errors.category).toBe('Category is required');
    expect(errors.expiry_date).toBe('Expiry date should be in the future');
  });

  it('when every field is right, then the values pass', async () => {
    const result = await itemResolver(undefined, today)(
      { ...defaultsOf(undefined), name: 'Lamp', category: 'Electronics', branch_id: '1', expiry_date: '2099-01-01' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
  });
});
