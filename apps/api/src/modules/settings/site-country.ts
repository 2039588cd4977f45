import { countryOfAddress, PHONE_MESSAGES, siteCountry, toE164Phone, type PhoneCountry } from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { getBillingSettings } from '../billing/billing.repository.js';
import { getSystemSettings } from './settings.repository.js';

/** The country phones typed without a country code are read with: the address's, else the chosen one. */
export async function readSiteCountry(db: Executor): Promise<PhoneCountry> {
  const [system, billing] = await Promise.all([getSystemSettings(db), getBillingSettings(db)]);
  return siteCountry(system.default_country, billing.sellerAddress);
}

/** The country the site's address names (Billing settings), which then wins over the chosen one. */
export async function addressCountry(db: Executor): Promise<PhoneCountry | null> {
  return countryOfAddress((await getBillingSettings(db)).sellerAddress);
}

/**
 * A route's second look at the body's `phone`, which its schema kept as typed ('as-typed' in the
 * domain's phone fields, since the schema cannot read the settings): read with the site's country
 * and replaced by its E.164 form, or the request is refused (400 naming the field) before the
 * handler runs, so nothing is stored.
 */
export const readBodyPhoneWithSiteCountry =
  (db: Executor) =>
  async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { phone?: string | null } | undefined;
    if (!body || typeof body.phone !== 'string' || body.phone === '') return;
    const e164 = toE164Phone(body.phone, await readSiteCountry(db));
    if (!e164) {
      throw new AppError('VALIDATION', PHONE_MESSAGES.invalid, [{ field: 'phone', message: PHONE_MESSAGES.invalid }]);
    }
    body.phone = e164;
  };
