// The providers around the app: store, server-state cache, theme.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { queryCacheMs } from '@parcours/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { isHttpError } from '../shared/http';
import { type AppStore, selectThemeMode, useAppSelector } from '../shared/store';
import { createAppTheme } from '../shared/ui';

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

function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({
  store,
  queryClient,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>{children}</ThemeRoot>
      </QueryClientProvider>
    </Provider>
  );
}
