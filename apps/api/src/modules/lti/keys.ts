// The tool's own signing keys (docs/integrations.md, "LTI 1.3"): RS256 key pairs stored in the database so that
// every API process signs with the same key. The newest live key signs; rotating retires the others, which stay
// published in the JWKS for a grace period so that platforms holding a cached key set still verify messages
// signed just before. A key older than the rotation age is replaced on its next use.
import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Database } from '../../db/database';
import * as q from './queries';

const graceMs = 7 * 24 * 3600 * 1000;
const rotateAfterMs = 90 * 24 * 3600 * 1000;

async function newKey(db: Database, now: Date): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = crypto.randomUUID();
  const pub = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const priv = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  await q.insertKey(db, {
    kid,
    private_jwk: JSON.stringify(priv),
    public_jwk: JSON.stringify(pub),
    created_at: now.toISOString(),
  });
  return kid;
}

/** Makes a new key the signing key; the previous ones are retired now and published for 7 more days. */
export async function rotateKeys(db: Database, now = new Date()): Promise<string> {
  const kid = await newKey(db, now);
  await q.retireKeys(db, kid, now.toISOString());
  return kid;
}

async function signingKey(db: Database, now: Date) {
  let keys = await q.liveKeys(db, new Date(now.getTime() - graceMs).toISOString());
  let current = keys.find((k) => k.retired_at === null);
  if (!current || now.getTime() - Date.parse(current.created_at) > rotateAfterMs) {
    await rotateKeys(db, now);
    keys = await q.liveKeys(db, new Date(now.getTime() - graceMs).toISOString());
    current = keys.find((k) => k.retired_at === null)!;
  }
  const jwk = JSON.parse(current.private_jwk) as JWK;
  return { kid: current.kid, key: await importJWK(jwk, 'RS256') };
}

/** The public key set served at /.well-known/jwks.json (a first key is made when there is none). */
export async function publicKeySet(db: Database, now = new Date()): Promise<{ keys: JWK[] }> {
  let keys = await q.liveKeys(db, new Date(now.getTime() - graceMs).toISOString());
  if (!keys.some((k) => k.retired_at === null)) {
    await signingKey(db, now);
    keys = await q.liveKeys(db, new Date(now.getTime() - graceMs).toISOString());
  }
  return { keys: keys.map((k) => JSON.parse(k.public_jwk) as JWK) };
}

/** Signs a message of the tool (deep-linking response, OAuth client assertion), valid `ttlSeconds`. */
export async function signToolJwt(
  db: Database,
  payload: JWTPayload,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const { kid, key } = await signingKey(db, now);
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}
