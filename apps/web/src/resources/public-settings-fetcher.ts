import { publicSettingsSchema, type PublicSettings } from '@stockyard/domain';
import { api } from '../lib/api-client';

/**
 * GET /api/settings/public, validated with the domain's schema: the one fetcher of the public site
 * settings. It sits apart from site-settings.ts (the query key and hook) so that lib/site-name.ts,
 * which the first screen runs, can load it on demand without react-query.
 */
export async function getPublicSettings(
  options: { signal?: AbortSignal; skipAuthRedirect?: boolean } = {},
): Promise<PublicSettings> {
  return publicSettingsSchema.parse(await api.get('/settings/public', options));
}
