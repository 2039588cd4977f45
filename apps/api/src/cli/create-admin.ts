/**
 * Creates the first admin on a database without demo data:
 *   ADMIN_USERNAME=... ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run create-admin
 * Uses the same configuration (DATABASE_URL or DATA_DIR) as the server.
 */
import { registerRequestSchema } from '@stockyard/domain';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { hashPassword } from '../lib/passwords.js';
import { findTaken, insertUser } from '../modules/users/users.repository.js';
import { assertPasswordPolicy } from '../modules/auth/password-policy.js';

const config = loadConfig();
const input = registerRequestSchema.safeParse({
  username: process.env.ADMIN_USERNAME,
  email: process.env.ADMIN_EMAIL,
  password: process.env.ADMIN_PASSWORD,
  first_name: process.env.ADMIN_FIRST_NAME ?? 'System',
  last_name: process.env.ADMIN_LAST_NAME ?? 'Administrator',
});
if (!input.success) {
  console.error('Set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD:');
  for (const issue of input.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // The first admin's password meets the same rules as every other new password.
  const refusal = await assertPasswordPolicy(database.db, input.data.password, input.data).then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.detail : Promise.reject(error)),
  );
  if (refusal) {
    console.error(`ADMIN_PASSWORD: ${refusal}`);
    process.exitCode = 1;
  } else {
    const taken = await findTaken(database.db, { username: input.data.username, email: input.data.email });
    if (taken.username || taken.email) {
      console.error('A user with that username or email already exists');
      process.exitCode = 1;
    } else {
      const user = await insertUser(database.db, {
        username: input.data.username,
        email: input.data.email,
        firstName: input.data.first_name,
        lastName: input.data.last_name,
        passwordHash: await hashPassword(input.data.password),
        role: 'admin',
      });
      console.log(`Admin "${user.username}" created (id ${user.id}).`);
    }
  }
} finally {
  await database.close();
}
