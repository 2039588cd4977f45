import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['healthy', 'degraded']),
  database: z.enum(['connected', 'error']),
  engine: z.enum(['embedded', 'postgresql']),
  version: z.string(),
  uptime_seconds: z.number(),
  demo_mode: z.boolean(),
  timestamp: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
