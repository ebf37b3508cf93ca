// Wires the session (Redux auth state) to the HTTP client and to encrypted local storage.
import type { i18n as I18n } from 'i18next';
import { isLanguage } from '../i18n';
import type { HttpClient } from '../shared/http';
import type { SecureStorage } from '../shared/storage/secureStorage';
import {
  type AppStore,
  type AuthState,
  initialAuthState,
  type SessionUser,
  sessionCleared,
  type ThemeMode,
  themeChosen,
  tokensRefreshed,
} from '../shared/store';

const themeStorageName = 'theme';

/** Reads the stored session; incomplete or undecryptable values give a signed-out state. */
export async function restoreSession(storage: SecureStorage): Promise<AuthState> {
  const [accessToken, refreshToken, user] = await Promise.all([
    storage.get<string>('accessToken'),
    storage.get<string>('refreshToken'),
    storage.get<SessionUser>('user'),
  ]);
  if (!accessToken || !refreshToken || !user) return initialAuthState;
  return { accessToken, refreshToken, user, media: user.media ?? [], isAuthenticated: true };
}

/** Writes run one after another so an older value never lands after a newer one. */
function serialWriter(storage: SecureStorage) {
  let chain: Promise<unknown> = Promise.resolve();
  return (write: (s: SecureStorage) => Promise<unknown>) => {
    chain = chain.then(() => write(storage)).catch(() => undefined);
    return chain;
  };
}

export interface ConnectOptions {
  store: AppStore;
  storage: SecureStorage;
  client: HttpClient;
  getLanguage: () => string;
}

/**
 * Gives the HTTP client its session bridge and keeps storage in step with the store.
 * Clearing the session removes tokens and user only: the chosen language stays stored.
 * Returns a function that waits for pending writes (used by tests).
 */
export function connectSession({ store, storage, client, getLanguage }: ConnectOptions) {
  const write = serialWriter(storage);
  client.setBridge({
    getAccessToken: () => store.getState().auth.accessToken,
    getRefreshToken: () => store.getState().auth.refreshToken,
    setTokens: async (tokens) => {
      store.dispatch(tokensRefreshed(tokens));
      await lastWrite;
    },
    readStoredTokens: async () => {
      const [accessToken, refreshToken] = await Promise.all([
        storage.get<string>('accessToken'),
        storage.get<string>('refreshToken'),
      ]);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    clearSession: () => store.dispatch(sessionCleared()),
    getLanguage,
  });

  let previous = store.getState().auth;
  let lastWrite: Promise<unknown> = Promise.resolve();
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth === previous) return;
    const before = previous;
    previous = auth;
    lastWrite = write(async (s) => {
      if (!auth.isAuthenticated) {
        s.remove('accessToken');
        s.remove('refreshToken');
        s.remove('user');
        return;
      }
      if (auth.accessToken !== before.accessToken) await s.set('accessToken', auth.accessToken);
      if (auth.refreshToken !== before.refreshToken) await s.set('refreshToken', auth.refreshToken);
      if (auth.user !== before.user || auth.media !== before.media) {
        await s.set('user', auth.user ? { ...auth.user, media: auth.media } : null);
      }
    });
  });

  return {
    persistLanguage: (language: string) => {
      lastWrite = write((s) => s.set('language', language));
    },
    flush: () => lastWrite,
  };
}

export function initialThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(themeStorageName);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage blocked: follow the system.
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** Persists the theme once the person chooses one; until then the system preference applies. */
export function persistThemeChoice(store: AppStore) {
  let previous = store.getState().theme.mode;
  store.subscribe(() => {
    const mode = store.getState().theme.mode;
    if (mode === previous) return;
    previous = mode;
    try {
      localStorage.setItem(themeStorageName, mode);
    } catch {
      // Not persisted; the choice holds for this visit.
    }
  });
}

export interface AccountPreferences {
  language?: string | null;
  theme?: string | null;
}

/**
 * Puts the interface in the language and theme saved on an account. Missing or unknown values leave the
 * current choice alone (an account that never chose a theme follows the device).
 */
export async function applyAccountPreferences(
  { language, theme }: AccountPreferences,
  { i18n, dispatch }: { i18n: Pick<I18n, 'language' | 'changeLanguage'>; dispatch: AppStore['dispatch'] },
) {
  if (theme === 'light' || theme === 'dark') dispatch(themeChosen(theme));
  if (isLanguage(language) && language !== i18n.language) await i18n.changeLanguage(language);
}
