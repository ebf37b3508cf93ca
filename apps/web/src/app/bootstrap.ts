// Start-up: public config, encrypted storage, stored session and language, store, the account's preferences;
// then the app can render.
import { defaultLanguage, type Language } from '@parcours/shared';
import { type AppConfig, configQueryKey, getConfig } from '../features/config';
import { initI18n, isLanguage } from '../i18n';
import { http } from '../shared/http';
import { createSecureStorage, memoryOnlyStorage, type SecureStorage } from '../shared/storage/secureStorage';
import { createAppStore } from '../shared/store';
import { createQueryClient } from './query-client';
import {
  applyAccountPreferences,
  connectSession,
  initialThemeMode,
  persistThemeChoice,
  restoreSession,
} from './session';

async function openStorage(config: AppConfig | null): Promise<SecureStorage> {
  const secret = (import.meta.env.VITE_STORAGE_KEY as string | undefined) || config?.storageKey;
  if (!secret || typeof crypto === 'undefined' || !crypto.subtle) return memoryOnlyStorage;
  try {
    return await createSecureStorage(secret);
  } catch {
    return memoryOnlyStorage;
  }
}

export async function bootstrap() {
  const queryClient = createQueryClient();
  let config: AppConfig | null = null;
  try {
    config = await getConfig();
    queryClient.setQueryData(configQueryKey, config);
  } catch {
    // The API is unreachable: the app still opens; pages that need it show their own errors.
  }

  const storage = await openStorage(config);
  const [auth, storedLanguage] = await Promise.all([
    restoreSession(storage),
    storage.get<string>('language'),
  ]);
  const language: Language = isLanguage(storedLanguage)
    ? storedLanguage
    : isLanguage(config?.defaultLanguage)
      ? config.defaultLanguage
      : defaultLanguage;
  const i18n = await initI18n(language);

  const store = createAppStore({ auth, theme: { mode: initialThemeMode() } });
  const session = connectSession({ store, storage, client: http, getLanguage: () => i18n.language });
  i18n.on('languageChanged', (lng) => session.persistLanguage(lng));
  persistThemeChoice(store);
  // A restored session opens in the account's language and theme (stored on this device as well).
  if (auth.user) await applyAccountPreferences(auth.user, { i18n, dispatch: store.dispatch });

  return { store, queryClient };
}
