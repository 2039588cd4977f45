import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Moves a test customer's registration back to a date: payments may not be dated before it, and
 * tests of past periods record payments in those periods.
 */
export async function registeredSince(db: Executor, userId: number, date: string): Promise<void> {
  await db
    .update(users)
    .set({ createdAt: new Date(`${date}T00:00:00Z`) })
    .where(eq(users.id, userId));
}

/** A one-time charge for a customer, added by staff through POST /api/billing/charges (201 expected). */
export async function addCharge(
  app: FastifyInstance,
  headers: Record<string, string>,
  charge: { customer_id: number; amount: number; reason: string; charge_date: string },
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/billing/charges',
    headers,
    payload: { kind: 'charge', ...charge },
  });
  expect(response.statusCode, response.body).toBe(201);
}
