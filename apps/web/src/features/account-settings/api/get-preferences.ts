import type { Preferences } from '@stockyard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const getPreferences = (signal?: AbortSignal) => api.get<Preferences>('/users/me/preferences', { signal });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
