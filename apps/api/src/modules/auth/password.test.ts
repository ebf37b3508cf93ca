// Password links: reset mail that does not reveal accounts, single use, expiry, sessions ended on change.
import { describe, expect, it } from 'vitest';
import { settled } from '../../lib/after-answer';
import { sha256 } from '../../lib/tokens';
import {
  appPerFile,
  insertUser,
  lastLinkToken,
  login,
  uniqueEmail,
  userWithTokens,
} from '../../test/helpers';

const t = appPerFile();

const newPassword = 'Another456';
/** Asks for a reset mail and waits for the link and mail, which are made after the answer. */
async function resetMail(email: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/send-password-reset-mail',
    payload: { email },
    headers: { 'accept-language': lang },
  });
  await settled();
  return res;
}
const setPassword = (token: string, pass = newPassword, confirmation = pass) =>
  t.app.inject({
    method: 'POST',
    url: `/api/password-set?token=${encodeURIComponent(token)}`,
    payload: { password: pass, password_confirmation: confirmation },
  });

describe('POST /api/send-password-reset-mail', () => {
  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const row = await insertUser(t);
    const before = t.mail.length;
    const known = await resetMail(row.email.toUpperCase());
    const unknown = await resetMail(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message: 'If this address has an account, we sent it a link to set a new password.',
    });
    expect(t.mail.length).toBe(before + 1);
    const mail = t.mail[t.mail.length - 1];
    expect(mail.to).toBe(row.email);
    expect(mail.subject).toBe('Set a new Parcours password');
    expect(mail.text).toContain(`${t.config.publicUrl}/password-set?token=`);
    expect(mail.html).toContain('/password-set?token=');
  });

  it('writes the mail in the language of the request and stores only a hash of the link', async () => {
    const row = await insertUser(t);
    await resetMail(row.email, 'fr');
    const mail = t.mail[t.mail.length - 1];
    expect(mail.subject).toBe('Choisir un nouveau mot de passe Parcours');
    expect(mail.text).toContain('Bonjour Ada,');
    const token = lastLinkToken(t.mail, row.email);
    const stored = await t.db
      .selectFrom('password_tokens')
      .selectAll()
      .where('user_id', '=', row.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toBe(sha256(token));
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].purpose).toBe('reset');
    const lifetime = Date.parse(stored[0].expires_at) - Date.parse(stored[0].created_at);
    expect(lifetime).toBe(3600 * 1000);
  });

  it('validates the address', async () => {
    const res = await resetMail('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Invalid email'] });
  });
});

describe('POST /api/password-set', () => {
  it('sets the password once; the link then stops working', async () => {
    const row = await insertUser(t);
    await resetMail(row.email);
    const token = lastLinkToken(t.mail, row.email);
    const first = await setPassword(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your password is set. You can log in now.' });
    await login(t, row.email, newPassword);

    const second = await setPassword(token, 'Third7890');
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: 'This link is invalid or has expired. Ask for a new one.',
      errors: { token: ['This link is invalid or has expired. Ask for a new one.'] },
    });
    await login(t, row.email, newPassword);
  });

  it('refuses an expired link, in both languages', async () => {
    const row = await insertUser(t);
    await resetMail(row.email);
    const token = lastLinkToken(t.mail, row.email);
    await t.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    const res = await setPassword(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This link is invalid or has expired. Ask for a new one.');
    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/password-set?token=${token}`,
      payload: { password: newPassword, password_confirmation: newPassword },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe("Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.");
    const unchanged = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: row.email, password: newPassword },
    });
    expect(unchanged.statusCode).toBe(401);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await setPassword('this-token-was-never-issued')).statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/password-set',
      payload: { password: newPassword, password_confirmation: newPassword },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toEqual(['This link is invalid or has expired. Ask for a new one.']);
  });

  it('a newer reset link replaces the older one', async () => {
    const row = await insertUser(t);
    await resetMail(row.email);
    const older = lastLinkToken(t.mail, row.email);
    await resetMail(row.email);
    const newer = lastLinkToken(t.mail, row.email);
    expect(newer).not.toBe(older);
    expect((await setPassword(older)).statusCode).toBe(422);
    expect((await setPassword(newer)).statusCode).toBe(200);
  });

  it('checks the new password against the rule and its confirmation', async () => {
    const row = await insertUser(t);
    await resetMail(row.email);
    const token = lastLinkToken(t.mail, row.email);
    const weak = await setPassword(token, 'weakpass');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([
      'Password must be at least 8 characters long, including an uppercase, a lowercase, and a number',
    ]);
    const mismatch = await setPassword(token, newPassword, 'Different1');
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
    // a refused attempt does not use the link up
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    const s = await userWithTokens(t);
    await resetMail(s.row.email);
    expect((await setPassword(lastLinkToken(t.mail, s.row.email))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: s.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', s.row.id).execute();
    expect(sessions.every((x) => x.revoked_reason === 'password_set')).toBe(true);
  });
});
