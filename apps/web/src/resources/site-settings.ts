import { publicSettingsSchema } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setSiteName } from '../lib/site-name';
import { latestPublicSettings, requestPublicSettings } from './public-settings-request';

/**
 * The public site settings (GET /api/settings/public: site name, registration, password policy,
 * two-factor rule) as the sign-in, register, settings and users screens read them. The navbar's
 * name comes from lib/site-name.ts, which the first screen runs without react-query or zod (both send
 * the one request, public-settings-request.ts); every answer read here keeps it in step, and the
 * admin's save invalidates this key.
 */
export const siteSettingsKeys = {
  all: ['settings'] as const,
  public: () => [...siteSettingsKeys.all, 'public'] as const,
};

const readSettings = (answer: unknown) => {
  const settings = publicSettingsSchema.parse(answer);
  setSiteName(settings.site_name);
  return settings;
};

/** The navbar's answer, when it has one that checks out: the admin area's gate needs no second request. */
function navbarAnswer() {
  const latest = latestPublicSettings();
  const parsed = latest ? publicSettingsSchema.safeParse(latest.answer) : null;
  return parsed?.success ? parsed.data : undefined;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.public(),
    queryFn: async () => readSettings(await requestPublicSettings()),
    initialData: navbarAnswer,
    initialDataUpdatedAt: () => latestPublicSettings()?.at,
    // Changes only when an admin edits the settings; no need to ask on every screen.
    staleTime: 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
