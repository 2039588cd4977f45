import type { PublicSettings } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client';

/**
 * The public site settings (GET /api/settings/public: site name, registration, password policy,
 * demo mode, two-factor rule) as the navbar, the sign-in, register, settings and users screens
 * read them. The admin's save invalidates this key.
 */
export const siteSettingsKeys = {
  all: ['settings'] as const,
  public: () => [...siteSettingsKeys.all, 'public'] as const,
};

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKeys.public(),
    // Typed, not parsed: the server serializes it through publicSettingsSchema, and every page's first
    // screen reads it (the navbar's site name), where zod would be in the first download.
    queryFn: ({ signal }) => api.get<PublicSettings>('/settings/public', { signal }),
    // Changes only when an admin edits the settings; no need to ask on every screen.
    staleTime: 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

/** The name before the server has answered (and the one in index.html's title). */
export const DEFAULT_SITE_NAME = 'Stockyard';

/** The admin's site name (System Settings) for the navbar, kept in the page's title too. */
export function useSiteName(): string {
  const name = usePublicSettings().data?.site_name.trim() || DEFAULT_SITE_NAME;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return name;
}
