// Local storage whose values are encrypted with AES-GCM under a key derived from the configured storage key.
// A value that does not decrypt (another key, tampering, old format) is removed and read as absent.

type StoredName = 'accessToken' | 'refreshToken' | 'user' | 'language' | 'temporaryId';

export interface SecureStorage {
  get<T>(name: StoredName): Promise<T | null>;
  set(name: StoredName, value: unknown): Promise<void>;
  remove(name: StoredName): void;
}

const salt = new TextEncoder().encode('parcours.local-storage.v1');
const ivLength = 12;

async function deriveStorageKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt, iterations: 100_000, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function createSecureStorage(
  secret: string,
  backend: Storage = localStorage,
): Promise<SecureStorage> {
  const key = await deriveStorageKey(secret);

  function remove(name: StoredName) {
    try {
      backend.removeItem(name);
    } catch {
      // Storage can be unavailable (private mode, quota); the session then lives in memory only.
    }
  }

  return {
    async get<T>(name: StoredName): Promise<T | null> {
      let stored: string | null;
      try {
        stored = backend.getItem(name);
      } catch {
        return null;
      }
      if (stored === null) return null;
      try {
        const bytes = fromBase64(stored);
        if (bytes.length <= ivLength) throw new Error('too short');
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, ivLength) },
          key,
          bytes.slice(ivLength),
        );
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        remove(name);
        return null;
      }
    },
    async set(name: StoredName, value: unknown): Promise<void> {
      if (value === null || value === undefined) {
        remove(name);
        return;
      }
      const iv = crypto.getRandomValues(new Uint8Array(ivLength));
      const cipher = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv },
          key,
          new TextEncoder().encode(JSON.stringify(value)),
        ),
      );
      const out = new Uint8Array(ivLength + cipher.length);
      out.set(iv);
      out.set(cipher, ivLength);
      try {
        backend.setItem(name, toBase64(out));
      } catch {
        // Quota or private mode: the value stays in memory for this visit.
      }
    },
    remove,
  };
}

/** Storage that keeps nothing, for when no storage key could be obtained. */
export const memoryOnlyStorage: SecureStorage = {
  get: async () => null,
  set: async () => {},
  remove: () => {},
};
