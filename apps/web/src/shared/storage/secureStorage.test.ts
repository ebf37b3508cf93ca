import { beforeEach, describe, expect, it } from 'vitest';
import { createSecureStorage } from './secureStorage';

describe('secure storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote, and stores no clear text', async () => {
    const storage = await createSecureStorage('first-key');
    await storage.set('user', { firstName: 'Amal', coursesCount: 2 });
    await storage.set('accessToken', 'token-123');
    expect(await storage.get('user')).toEqual({ firstName: 'Amal', coursesCount: 2 });
    expect(await storage.get('accessToken')).toBe('token-123');
    expect(localStorage.getItem('user')).not.toContain('Amal');
    expect(localStorage.getItem('accessToken')).not.toContain('token-123');
  });

  it('returns null and removes a value written under another key', async () => {
    const writer = await createSecureStorage('first-key');
    await writer.set('refreshToken', 'refresh-abc');
    const reader = await createSecureStorage('second-key');
    expect(await reader.get('refreshToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('returns null and removes a tampered value', async () => {
    const storage = await createSecureStorage('first-key');
    await storage.set('language', 'fr');
    const stored = localStorage.getItem('language')!;
    const flipped = stored[20] === 'A' ? 'B' : 'A';
    localStorage.setItem('language', `${stored.slice(0, 20)}${flipped}${stored.slice(21)}`);
    expect(await storage.get('language')).toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('returns null for a value that is not even base64', async () => {
    const storage = await createSecureStorage('first-key');
    localStorage.setItem('user', '{"plain":"json"}');
    expect(await storage.get('user')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes a value when set to null', async () => {
    const storage = await createSecureStorage('first-key');
    await storage.set('temporaryId', { 3: 'abc' });
    await storage.set('temporaryId', null);
    expect(localStorage.getItem('temporaryId')).toBeNull();
  });
});
