// Register, login by account state, refresh rotation and reuse detection, logout, profile.
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  bearer,
  createTestApp,
  insertUser,
  login,
  password,
  uniqueEmail,
  userWithTokens,
} from '../../test/helpers';

const t = appPerFile();

const signup = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: uniqueEmail('signup'),
  birth_date: 631152000,
  major: 'Computer science',
  password,
  password_confirmation: password,
  role: 0,
  ...overrides,
});

describe('POST /api/register', () => {
  it('creates a pending learner and answers 201 with the user', async () => {
    const body = signup({ email: '  Mixed.Case@Example.ORG ' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      email: 'mixed.case@example.org',
      role: 0,
      status: 'pending',
      is_valid: 0,
      courses_count: 0,
      result: null,
      media: [],
      language: 'fr',
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('pseudonym');
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses any role other than learner with a 422', async () => {
    for (const role of [1, 2, 3]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: signup({ role }) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { role: ['This role cannot be chosen here'] },
      });
    }
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '>', 0)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('treats e-mail addresses case-insensitively for uniqueness (409)', async () => {
    const email = uniqueEmail('dup');
    const first = await t.app.inject({ method: 'POST', url: '/api/register', payload: signup({ email }) });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: signup({ email: email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This e-mail address is already registered.' });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: signup({ email }),
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe('Cette adresse e-mail est déjà enregistrée.');
  });

  it('reports each invalid field with its SPEC message, in English and French', async () => {
    const body = { email: 'not-an-email', password: 'short', password_confirmation: 'other' };
    const en = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Invalid email'],
      major: ['Major is required'],
      password: [
        'Password must be at least 8 characters long, including an uppercase, a lowercase, and a number',
      ],
    });
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe('Les données fournies ne sont pas valides.');
    expect(fr.json().errors.first_name).toEqual(['Le prénom est obligatoire']);
    expect(fr.json().errors.email).toEqual(['E-mail invalide']);
  });

  it('reports mismatched passwords on password_confirmation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: signup({ password_confirmation: 'Different1' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });
});

describe('POST /api/login by account state', () => {
  it('lets an accepted account in with tokens, user and media', async () => {
    const row = await insertUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: row.email.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.access_token).toEqual(expect.any(String));
    expect(data.refresh_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ id: row.id, status: 'accepted', is_valid: 1 });
    expect(data.media).toEqual([]);
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', row.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].revoked_at).toBeNull();
  });

  const cases: [string, Record<string, unknown>, number, string, string][] = [
    [
      'pending',
      { status: 'pending' },
      403,
      'Your account is not approved yet',
      "Votre compte n'est pas encore approuvé",
    ],
    [
      'invited without a password',
      { status: 'accepted', password: null },
      403,
      'Your account is not verified yet!',
      "Votre compte n'est pas encore vérifié !",
    ],
    [
      'rejected',
      { status: 'rejected' },
      403,
      'You are not authorized to perform this action!',
      "Vous n'êtes pas autorisé à effectuer cette action !",
    ],
    [
      'suspended',
      { status: 'suspended' },
      403,
      'You are not authorized to perform this action!',
      "Vous n'êtes pas autorisé à effectuer cette action !",
    ],
  ];
  for (const [name, attrs, status, en, fr] of cases) {
    it(`answers ${status} for a ${name} account`, async () => {
      const row = await insertUser(t, attrs);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: row.email, password },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: en });
      const resFr = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: row.email, password },
        headers: { 'accept-language': 'fr' },
      });
      expect(resFr.json()).toEqual({ message: fr });
      const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', row.id).execute();
      expect(sessions).toHaveLength(0);
    });
  }

  it('answers 401 Login failed for a wrong password and for an unknown address alike', async () => {
    const row = await insertUser(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: row.email, password: 'Wrong1234' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail('ghost'), password },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Login failed' });
    expect(unknown.json()).toEqual(wrong.json());
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: row.email, password: 'Wrong1234' },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json()).toEqual({ message: 'Échec de la connexion' });
  });

  it('does not let a pending account learn its password is right or wrong before approval', async () => {
    const row = await insertUser(t, { status: 'pending' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: row.email, password: 'Wrong1234' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('tokens and sessions', () => {
  it('authenticates /api/profile with the access token only', async () => {
    const s = await userWithTokens(t);
    const ok = await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: s.row.id, email: s.row.email });

    const withRefresh = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(s.refresh_token),
    });
    expect(withRefresh.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Token is invalid or expired' });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { ...bearer('abc.def.ghi'), 'accept-language': 'fr' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ message: 'Le jeton est invalide ou a expiré' });
  });

  it('refuses a token signed with another secret', async () => {
    const s = await userWithTokens(t);
    const other = await createTestApp();
    try {
      const forged = await other.app.tokens.signAccess(s.row.id, 1, 'whatever');
      const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(forged) });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('rotates the refresh token: the new pair works, the used refresh token does not', async () => {
    const s = await userWithTokens(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: s.refresh_token },
    });
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(pair.refresh_token).not.toBe(s.refresh_token);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(pair.access_token),
    });
    expect(profile.statusCode).toBe(200);

    // docs/design/product.md §7 sends the refresh token as the bearer, without a body
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(pair.refresh_token),
    });
    expect(second.statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', s.row.id)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).toBeNull();
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const s = await userWithTokens(t);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: s.refresh_token },
    });
    const pair = rotated.json().data;

    // from another browser: not a second tab of the same one (the grace is tested in refresh-grace.test.ts)
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: s.refresh_token },
      headers: { 'user-agent': 'Another browser' },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Token is invalid or expired' });

    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', s.row.id)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    expect(session.revoked_reason).toBe('refresh_reuse');
    // both the legitimate holder's new tokens and the old access token stop working
    const newRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(newRefresh.statusCode).toBe(401);
    const access = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(pair.access_token),
    });
    expect(access.statusCode).toBe(401);
  });

  it('answers 401 to a refresh without any token, or with an access token', async () => {
    const s = await userWithTokens(t);
    const none = await t.app.inject({ method: 'POST', url: '/api/refresh-token' });
    expect(none.statusCode).toBe(401);
    const access = await t.app.inject({ method: 'POST', url: '/api/refresh-token', headers: s.headers });
    expect(access.statusCode).toBe(401);
  });

  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const s = await userWithTokens(t);
    const other = await login(t, s.row.email); // a second device stays logged in
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are logged out.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: s.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(again.statusCode).toBe(401);
    const otherDevice = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(other.access_token),
    });
    expect(otherDevice.statusCode).toBe(200);
  });

  it('logout also accepts the refresh token when the access token is gone', async () => {
    const s = await userWithTokens(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ refresh_token: s.refresh_token }),
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers })).statusCode).toBe(
      401,
    );
  });

  it('stops an access token at once when the account is suspended behind its back', async () => {
    const s = await userWithTokens(t);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', s.row.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers });
    expect(res.statusCode).toBe(401);
  });

  it('forbids admin calls to a learner with 403 in both languages', async () => {
    const s = await userWithTokens(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${s.row.id}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not authorized to perform this action!' });
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${s.row.id}`,
      headers: { ...s.headers, 'accept-language': 'fr' },
    });
    expect(fr.json()).toEqual({ message: "Vous n'êtes pas autorisé à effectuer cette action !" });
  });
});
