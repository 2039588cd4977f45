import type { PublicSettings } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client';
import { useTranslateMessage } from '../lib/i18n/messages';

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

/**
 * The admin's Site Description (System Settings), in the reader's language when it is the default
 * one (the messages catalog has it): the landing page's subtitle, and the page's meta description,
 * which is kept in step here. Undefined until the server has answered.
 */
export function useSiteDescription(): string | undefined {
  const description = usePublicSettings().data?.site_description.trim();
  const translate = useTranslateMessage();
  const shown = description ? translate(description) : undefined;
  useEffect(() => {
    if (!shown) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', shown);
  }, [shown]);
  return shown;
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
