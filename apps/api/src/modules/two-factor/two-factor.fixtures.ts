import type { FastifyInstance } from 'fastify';
import { totpAt } from './totp.js';

/** Test-only: the code an authenticator app would show now for a secret. */
export const currentCode = (secret: string) => totpAt(secret, new Date());

/** Enrols the signed-in user through the real routes; answers the secret and the recovery codes. */
export async function enrol(app: FastifyInstance, headers: Record<string, string>, password: string) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/users/me/two-factor/setup',
    headers,
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST',
    url: '/api/users/me/two-factor/enable',
    headers,
    payload: { code: currentCode(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  return { secret, recoveryCodes: (enable.json() as { recovery_codes: string[] }).recovery_codes };
}
