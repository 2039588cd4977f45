import { z } from 'zod';

// Apart from session-idle.ts, whose rules the browser's first screen runs: a schema built at module
// level would bring zod into that screen (the bundler keeps a chain of calls it cannot prove pure).
/** POST /api/auth/session: the session, renewed; seconds left rather than a time, so clocks need not agree. */
export const sessionRenewalSchema = z.object({
  expires_in_seconds: z.number().int().min(0),
  idle_minutes: z.number().int().min(1),
});
export type SessionRenewal = z.infer<typeof sessionRenewalSchema>;
