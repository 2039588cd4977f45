import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

describe('lazySchema', () => {
  it('when nothing reads the schema, then it is never built', () => {
    let builds = 0;
    lazySchema(() => {
      builds += 1;
      return z.string();
    });
    expect(builds).toBe(0);
  });

  it('when it is read, then it is built once and parses as the schema it stands for', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().trim().min(1, 'Name is required'), count: z.number().int() });
    });
    expect(schema.parse({ name: ' Crate ', count: 3 })).toEqual({ name: 'Crate', count: 3 });
    expect(schema.safeParse({ name: '', count: 1.5 }).error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Invalid input: expected int, received number',
    ]);
    expect(Object.keys(schema.shape)).toEqual(['name', 'count']);
    expect(builds).toBe(1);
  });

  it('when it is checked or derived from, then it behaves as a zod schema of its kind', () => {
    const base = lazySchema(() => z.object({ id: z.number() }));
    expect(base instanceof z.ZodObject).toBe(true);
    expect(base instanceof z.ZodString).toBe(false);
    expect('_zod' in base).toBe(true);
    const extended = base.extend({ label: z.string() });
    expect(extended.parse({ id: 1, label: 'a' })).toEqual({ id: 1, label: 'a' });
    expect(z.object({ item: base }).parse({ item: { id: 2 } })).toEqual({ item: { id: 2 } });
    expect(base.optional().parse(undefined)).toBeUndefined();
  });

  it('when wrapping schemas (transform, optional) are converted to JSON Schema, then the result is the eager one', () => {
    // zod finds schemas by identity while converting: the lazy value must be the schema itself.
    const note = () =>
      z
        .string()
        .trim()
        .optional()
        .nullable()
        .transform((value) => value ?? null);
    const kept = () => z.number().int().optional();
    const eager = z.object({ note: note(), kept: kept() });
    const lazy = z.object({ note: lazySchema(note), kept: lazySchema(kept) });
    expect(z.toJSONSchema(lazy, { io: 'input' })).toEqual(z.toJSONSchema(eager, { io: 'input' }));
    expect(z.toJSONSchema(lazySchema(note), { io: 'input' })).toEqual(z.toJSONSchema(note(), { io: 'input' }));
  });

  it('when the schema carries a description, then the lazy value carries it too', () => {
    const described = lazySchema(() => z.string().describe('YYYY-MM-DD'));
    expect(described.description).toBe('YYYY-MM-DD');
    expect(z.toJSONSchema(described)).toMatchObject({ type: 'string', description: 'YYYY-MM-DD' });
  });
});
