import { connectionTestSchema, type ConnectionTest } from '@stockyard/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/settings/database/test: a round trip to the database, timed on the server. */
export async function testConnection(): Promise<ConnectionTest> {
  return connectionTestSchema.parse(await api.post('/settings/database/test'));
}

export function useTestConnection() {
  return useMutation({ mutationFn: testConnection });
}
