// GET /api/config: the public settings the web app needs before anything else (storage key, languages).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';

export interface AppConfig {
  storageKey: string;
  mapTileUrl: string;
  defaultLanguage: string;
  languages: string[];
}

export function getConfig(): Promise<AppConfig> {
  return getData(http.get<{ data: AppConfig }>('/config', { skipAuthRefresh: true, timeout: 10_000 }));
}

export const configQueryKey = ['config'] as const;

function configQueryOptions() {
  return queryOptions({ queryKey: configQueryKey, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
