// argon2id password hashing with the configured cost, and a dummy check so an unknown e-mail costs the same.
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, for logins of addresses that have no account. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}): PasswordHasher {
  // 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  const options = { algorithm: 2 as const, ...cost };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false; // a malformed stored hash never logs anyone in
      }
    },
    async verifyDummy(password) {
      dummy ??= hash('parcours-dummy-password', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
