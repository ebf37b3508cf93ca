import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { camelizeKeys } from '../shared/http';
import { createSecureStorage } from '../shared/storage/secureStorage';
import { fakeApi } from '../test/fakeApi';
import { wireUser } from '../test/wire';
import { bootstrap } from './bootstrap';

const storageKey = 'bootstrap-test-key';
let api: ReturnType<typeof fakeApi> | null = null;

beforeEach(async () => {
  localStorage.clear();
  await initI18n('en');
  api = fakeApi((request) =>
    request.url === '/config'
      ? {
          status: 200,
          data: {
            data: {
              storage_key: storageKey,
              map_tile_url: '',
              default_language: 'en',
              languages: ['en', 'fr'],
            },
          },
        }
      : { status: 404, data: { message: 'Not found' } },
  );
});
afterEach(() => api?.restore());

async function storeSession(account: Record<string, unknown>) {
  const storage = await createSecureStorage(storageKey);
  await storage.set('accessToken', 'a');
  await storage.set('refreshToken', 'r');
  await storage.set('user', camelizeKeys(wireUser({ status: 'accepted', ...account })));
  await storage.set('language', 'en');
  localStorage.setItem('theme', 'light');
  return storage;
}

describe('start-up', () => {
  it('opens a restored session in the language and theme saved on the account, and keeps them', async () => {
    const storage = await storeSession({ language: 'fr', theme: 'dark' });
    const { store } = await bootstrap();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(i18n.language).toBe('fr');
    expect(store.getState().theme.mode).toBe('dark');
    // Kept on this device too, so they still hold after logging out.
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(async () => expect(await storage.get('language')).toBe('fr'));
  });

  it('keeps the device theme when the account has not chosen one', async () => {
    await storeSession({ language: 'en', theme: null });
    const { store } = await bootstrap();
    expect(i18n.language).toBe('en');
    expect(store.getState().theme.mode).toBe('light');
  });
});
