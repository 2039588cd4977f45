import { toE164Phone } from '@stockyard/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';
import { readSiteCountry } from './site-country.js';

/** A phone already in E.164 form; every other stored one was typed before phones were normalised. */
const E164_PATTERN = '^\\+[1-9][0-9]{1,14}$';

/**
 * Stored phones that are not in E.164 (typed before phones were checked, or before national numbers
 * were read with the site's country) are rewritten in E.164 where they read as a valid number with
 * the site's country; the others are left as they are, for their owner to correct (the profile
 * marks them). Run at start-up: it only reads the rows still to do, so a second run finds nothing
 * new. The records' versions stay: the number is the same, only written the standard way.
 */
export async function normaliseStoredPhones(db: Db): Promise<number> {
  const country = await readSiteCountry(db);
  let rewritten = 0;
  for (const table of [users, applications]) {
    const rows = await db
      .select({ id: table.id, phone: table.phone })
      .from(table)
      .where(and(isNotNull(table.phone), sql`${table.phone} !~ ${E164_PATTERN}`));
    for (const row of rows) {
      const e164 = toE164Phone(row.phone, country);
      if (!e164) continue;
      await db
        .update(table)
        .set({ phone: e164 })
        .where(and(eq(table.id, row.id), eq(table.phone, row.phone!)));
      rewritten += 1;
    }
  }
  return rewritten;
}
