// Admin account calls: state transitions, session revocation, audit rows, anonymised deletion, read one.
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, login, password, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1, first_name: 'Root' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'DELETE', path: string, lang = 'en', remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method,
    url: `/api/admin/${path}`,
    headers: { ...admin.headers, 'accept-language': lang },
    remoteAddress,
  });

const auditRows = (targetId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .where('action', 'not like', 'auth.%') // logins are audited too; these tests read admin actions
    .orderBy('id')
    .execute();

const liveSessions = async (userId: number) =>
  (
    await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

describe('account transitions', () => {
  it('validates a pending account, which can then log in, and audits it', async () => {
    const row = await insertUser(t, { status: 'pending' });
    const res = await call('POST', `validate-user-account/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: row.id, status: 'accepted', is_valid: 1 },
      message: 'The account is approved.',
    });
    await login(t, row.email);
    const audit = await auditRows(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.row.id,
      action: 'user.validate',
      target_type: 'user',
      ip: '203.0.113.7',
    });
    expect(JSON.parse(audit[0].details!)).toEqual({ from: 'pending', to: 'accepted' });
    expect(audit[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('rejects a pending account and refuses to reject it twice (409)', async () => {
    const row = await insertUser(t, { status: 'pending' });
    const res = await call('POST', `reject-user-account/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('rejected');
    const again = await call('POST', `reject-user-account/${row.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This account cannot go from rejected to rejected.' });
    const fr = await call('POST', `validate-user-account/${row.id}`, 'fr');
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toEqual({ message: 'Ce compte ne peut pas passer de refusé à accepté.' });
    expect((await auditRows(row.id)).map((a) => a.action)).toEqual(['user.reject']);
  });

  it('suspends an accepted account, ending its sessions, and validates it again', async () => {
    const s = await userWithTokens(t);
    await login(t, s.row.email);
    expect(await liveSessions(s.row.id)).toBe(2);
    const res = await call('POST', `suspend-account/${s.row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: 'suspended', is_valid: 0 },
      message: 'The account is suspended.',
    });
    expect(await liveSessions(s.row.id)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers })).statusCode).toBe(
      401,
    );
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.row.email, password },
    });
    expect(loginRes.statusCode).toBe(403);

    expect((await call('POST', `validate-user-account/${s.row.id}`)).statusCode).toBe(200);
    await login(t, s.row.email);
    expect((await auditRows(s.row.id)).map((a) => a.action)).toEqual(['user.suspend', 'user.validate']);
  });

  it('refuses transitions the state machine does not have', async () => {
    const pending = await insertUser(t, { status: 'pending' });
    expect((await call('POST', `suspend-account/${pending.id}`)).statusCode).toBe(409);
    const accepted = await insertUser(t);
    expect((await call('POST', `validate-user-account/${accepted.id}`)).statusCode).toBe(409);
    expect((await call('POST', `reject-user-account/${accepted.id}`)).statusCode).toBe(409);
    expect(await auditRows(pending.id)).toHaveLength(0);
    expect(await auditRows(accepted.id)).toHaveLength(0);
  });

  it('rejecting ends sessions too', async () => {
    const row = await insertUser(t, { status: 'pending' });
    const now = new Date().toISOString();
    await t.db
      .insertInto('sessions')
      .values({
        id: `s-${row.id}`,
        user_id: row.id,
        refresh_jti: 'x',
        created_at: now,
        last_used_at: now,
        expires_at: '2999-01-01T00:00:00.000Z',
      })
      .execute();
    expect((await call('POST', `reject-user-account/${row.id}`)).statusCode).toBe(200);
    expect(await liveSessions(row.id)).toBe(0);
  });

  it('answers 404 User not found for an unknown id, in both languages', async () => {
    const en = await call('POST', 'validate-user-account/999999');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'User not found' });
    const fr = await call('DELETE', 'delete-user-account/999999', 'fr');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ message: 'Utilisateur introuvable' });
  });

  it('does not let an admin suspend, reject or delete their own account', async () => {
    for (const [method, path] of [
      ['POST', 'suspend-account'],
      ['POST', 'reject-user-account'],
      ['DELETE', 'delete-user-account'],
    ] as const) {
      const res = await call(method, `${path}/${admin.row.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You cannot do this to your own account.' });
    }
    const self = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admin.row.id)
      .executeTakeFirstOrThrow();
    expect(self.status).toBe('accepted');
  });

  it('is for admins only: 401 without a token, 403 for other roles', async () => {
    const row = await insertUser(t, { status: 'pending' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/validate-user-account/${row.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of [roles.user, roles.instructor, roles.designer]) {
      const other = await userWithTokens(t, { role });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/validate-user-account/${row.id}`,
        headers: other.headers,
      });
      expect(res.statusCode).toBe(403);
    }
    const unchanged = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('pending');
  });
});

describe('DELETE /api/admin/delete-user-account/{id}', () => {
  it('anonymises the account, keeps its pseudonym, removes sessions and media, audits', async () => {
    const s = await userWithTokens(t, { first_name: 'Marie', last_name: 'Curie' });
    const now = new Date().toISOString();
    await t.db
      .insertInto('media')
      .values({
        model_type: 'user',
        model_id: s.row.id,
        file_name: 'avatars/x.png',
        mime_type: 'image/png',
        kind: 'image',
        size: 3,
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('password_tokens')
      .values({
        user_id: s.row.id,
        token_hash: `h-${s.row.id}`,
        purpose: 'reset',
        expires_at: '2999-01-01T00:00:00.000Z',
        created_at: now,
      })
      .execute();

    const res = await call('DELETE', `delete-user-account/${s.row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        id: s.row.id,
        status: 'deleted',
        email: `deleted-${s.row.id}@deleted.invalid`,
        first_name: 'Deleted',
        last_name: 'user',
        media: [],
      },
      message: 'The account is deleted.',
    });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', s.row.id)
      .executeTakeFirstOrThrow();
    expect(row.pseudonym).toBe(s.row.pseudonym);
    expect(row.password_hash).toBeNull();
    expect(row.deleted_at).not.toBeNull();
    expect(
      await t.db.selectFrom('sessions').selectAll().where('user_id', '=', s.row.id).execute(),
    ).toHaveLength(0);
    expect(
      await t.db.selectFrom('password_tokens').selectAll().where('user_id', '=', s.row.id).execute(),
    ).toHaveLength(0);
    expect(
      await t.db
        .selectFrom('media')
        .selectAll()
        .where('model_type', '=', 'user')
        .where('model_id', '=', s.row.id)
        .execute(),
    ).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: s.headers })).statusCode).toBe(
      401,
    );
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.row.email, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await auditRows(s.row.id)).map((a) => a.action)).toEqual(['user.delete']);

    const twice = await call('DELETE', `delete-user-account/${s.row.id}`);
    expect(twice.statusCode).toBe(409);
  });

  it('frees the address for a new sign-up', async () => {
    const row = await insertUser(t);
    await call('DELETE', `delete-user-account/${row.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'New',
        last_name: 'Person',
        email: row.email,
        birth_date: 0,
        major: 'Art',
        password,
        password_confirmation: password,
      },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the user wire shape with courses count, latest style result and media', async () => {
    const row = await insertUser(t);
    const now = new Date().toISOString();
    const cat = await t.db
      .insertInto('categories')
      .values({ title: 'C', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const title of ['One', 'Two']) {
      const course = await t.db
        .insertInto('courses')
        .values({
          title,
          description: 'd',
          category_id: cat.id,
          facilitator: 'f',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('enrolments')
        .values({ user_id: row.id, course_id: course.id, enrolled_at: now })
        .execute();
    }
    const style = (score: number, at: string) => ({
      user_id: row.id,
      processing_category: 'active',
      processing_score: score,
      perception_category: 'intuitive',
      perception_score: 1,
      input_category: 'visual',
      input_score: 9,
      understanding_category: 'global',
      understanding_score: 5,
      responses: '[]',
      created_at: at,
    });
    await t.db.insertInto('learning_style_results').values(style(3, '2024-01-01T00:00:00.000Z')).execute();
    await t.db.insertInto('learning_style_results').values(style(7, '2024-02-01T00:00:00.000Z')).execute();

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${row.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      id: row.id,
      courses_count: 2,
      is_valid: 1,
      status: 'accepted',
      birth_date: 631152000,
    });
    expect(user.result.created_at).toBe('2024-02-01T00:00:00.000Z');
    expect(user.result.dimensions).toEqual([
      {
        dimension: 'processing',
        pair: ['active', 'reflective'],
        category: 'active',
        score: 7,
        band: 'moderate',
      },
      {
        dimension: 'perception',
        pair: ['sensing', 'intuitive'],
        category: 'intuitive',
        score: 1,
        band: 'mild',
      },
      { dimension: 'input', pair: ['visual', 'auditory'], category: 'visual', score: 9, band: 'strong' },
      {
        dimension: 'understanding',
        pair: ['sequential', 'global'],
        category: 'global',
        score: 5,
        band: 'moderate',
      },
    ]);
    expect(user).not.toHaveProperty('password_hash');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users/424242', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users/abc', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      id: ['Must be an id: a whole number from 1 to 2147483647, in digits only.'],
    });
  });
});
