// The providers around the app: store, server-state cache, theme; and the account's language and theme
// applied whenever they change (a log-in, a refresh from the server).
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { type AppStore, selectThemeMode, selectUser, useAppDispatch, useAppSelector } from '../shared/store';
import { createAppTheme } from '../shared/ui';
import { createQueryClient } from './query-client';
import { type AccountPreferences, applyAccountPreferences } from './session';

// Tests and start-up build the cache through the same function.
export { createQueryClient };

/**
 * Applies one preference of the signed-in account when it changes: at log-in, or when the server's copy of the
 * account differs. Start-up has applied the restored session's values already; a choice that could not be
 * saved on the account is not undone while the account's value stays the same.
 */
function useFollowAccountPreference(name: keyof AccountPreferences) {
  const value = useAppSelector((state) => selectUser(state)?.[name]);
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const applied = useRef(value);
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    void applyAccountPreferences({ [name]: value }, { i18n, dispatch });
  }, [name, value, i18n, dispatch]);
}

function FollowAccountPreferences() {
  useFollowAccountPreference('language');
  useFollowAccountPreference('theme');
  return null;
}

function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <FollowAccountPreferences />
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
