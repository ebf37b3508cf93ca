import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, type Transport } from '../shared/http';
import { createSecureStorage } from '../shared/storage/secureStorage';
import { createAppStore, type SessionUser, sessionStarted } from '../shared/store';
import { connectSession, restoreSession } from './session';

const user = {
  id: 3,
  firstName: 'Amal',
  lastName: 'Ben Salah',
  email: 'amal@example.test',
  role: 0,
  coursesCount: 0,
  latestCourseId: null,
  result: null,
  media: [],
} as unknown as SessionUser;

function rejectingServer() {
  const seen: string[] = [];
  const transport: Transport = async (request) => {
    seen.push(request.url);
    return Response.json({ message: 'Token is invalid or expired' }, { status: 401 });
  };
  return { transport, seen };
}

describe('session wiring', () => {
  beforeEach(() => localStorage.clear());

  it('stores the session encrypted and restores it', async () => {
    const storage = await createSecureStorage('k');
    const store = createAppStore();
    const client = createHttpClient({ baseURL: '/api' });
    const session = connectSession({ store, storage, client, getLanguage: () => 'en' });
    store.dispatch(sessionStarted({ accessToken: 'a1', refreshToken: 'r1', user, media: [] }));
    await session.flush();

    const restored = await restoreSession(await createSecureStorage('k'));
    expect(restored).toMatchObject({ isAuthenticated: true, accessToken: 'a1', refreshToken: 'r1' });
    expect(restored.user?.firstName).toBe('Amal');
    expect(await restoreSession(await createSecureStorage('another key'))).toMatchObject({
      isAuthenticated: false,
      user: null,
    });
  });

  it('a failed refresh clears the stored session but keeps the stored language', async () => {
    const storage = await createSecureStorage('k');
    const store = createAppStore();
    const server = rejectingServer();
    const client = createHttpClient({ baseURL: '/api', transport: server.transport });
    const session = connectSession({ store, storage, client, getLanguage: () => 'fr' });
    session.persistLanguage('fr');
    store.dispatch(sessionStarted({ accessToken: 'a1', refreshToken: 'r1', user, media: [] }));
    await session.flush();

    await expect(client.get('/profile')).rejects.toMatchObject({ status: 401 });
    await session.flush();

    expect(server.seen).toEqual(['/profile', '/refresh-token']);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(await storage.get('accessToken')).toBeNull();
    expect(await storage.get('refreshToken')).toBeNull();
    expect(await storage.get('user')).toBeNull();
    expect(await storage.get('language')).toBe('fr');
  });
});
