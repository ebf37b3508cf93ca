// The server-state cache of docs/design/architecture.md §4: kept 60 s, no polling, one retry for failures that
// asking again may fix.
import { queryCacheMs } from '@parcours/shared';
import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../shared/http';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryCacheMs,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a dropped connection or a 5xx may.
        retry: (failures, error) =>
          failures < 1 && !(isHttpError(error) && typeof error.status === 'number' && error.status < 500),
      },
      mutations: { gcTime: queryCacheMs, retry: false },
    },
  });
}
