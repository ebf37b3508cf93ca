// Random identifiers and one-way digests for tokens that are stored (password links, session ids).
import crypto from 'node:crypto';

/** A URL-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256: password links are stored only as this digest, so a database leak does not leak live links. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Research pseudonym: random, never derived from identity. */
export function newPseudonym(): string {
  return `p_${crypto.randomBytes(9).toString('base64url')}`;
}

export function isoIn(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}
