// GET /api/admin/audit-log: every admin action of the users module leaves a row; admins read them newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp, uniqueEmail, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1, first_name: 'Grace', last_name: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/admin/${url}`,
    headers: admin.headers,
    payload,
    remoteAddress: '198.51.100.4',
  });

describe('GET /api/admin/audit-log', () => {
  it('lists who did what to whom and when, newest first, for every admin action', async () => {
    const pending = await insertUser(t, { status: 'pending' });
    const other = await insertUser(t);
    await call('POST', `validate-user-account/${pending.id}`);
    await call('POST', `suspend-account/${pending.id}`);
    await call('POST', `update-user-account/${other.id}`, { major: 'History' });
    const created = await call('POST', 'create-user', {
      first_name: 'New',
      last_name: 'Person',
      email: uniqueEmail('audit'),
      birth_date: 0,
      major: 'Art',
      role: 0,
    });
    const newId = created.json().data.id;
    await call('DELETE', `delete-user-account/${newId}`);
    const rejected = await insertUser(t, { status: 'pending' });
    await call('POST', `reject-user-account/${rejected.id}`);

    // logins are in the audit log too (docs/security.md); this test follows the admin actions
    await t.db.deleteFrom('audit_log').where('action', 'like', 'auth.%').execute();
    const res = await call('GET', 'audit-log?per_page=6');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 6, total: 6 });
    expect(body.data.map((e: { action: string; target_id: number }) => [e.action, e.target_id])).toEqual([
      ['user.reject', rejected.id],
      ['user.delete', newId],
      ['user.create', newId],
      ['user.update', other.id],
      ['user.suspend', pending.id],
      ['user.validate', pending.id],
    ]);
    expect(body.data[0]).toMatchObject({
      actor: { id: admin.row.id, first_name: 'Grace', last_name: 'Admin', email: admin.row.email },
      target_type: 'user',
      details: { from: 'pending', to: 'rejected' },
      ip: '198.51.100.4',
    });
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.data[3].details).toEqual({ fields: ['major'], picture: false });

    const page2 = await call('GET', 'audit-log?per_page=4&page=2');
    expect(page2.json().data.map((e: { action: string }) => e.action)).toEqual([
      'user.suspend',
      'user.validate',
    ]);
  });

  it('filters by action, actor and target', async () => {
    const byAction = await call('GET', 'audit-log?action=user.suspend');
    expect(byAction.json().data.map((e: { action: string }) => e.action)).toEqual(['user.suspend']);
    const target = (await call('GET', 'audit-log?action=user.update')).json().data[0].target_id;
    const byTarget = await call('GET', `audit-log?target_type=user&target_id=${target}`);
    expect(byTarget.json().meta.total).toBe(1);
    const byActor = await call('GET', `audit-log?actor_id=${admin.row.id}&per_page=100`);
    expect(byActor.json().meta.total).toBe(6);
    expect((await call('GET', 'audit-log?actor_id=999999')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    const bad = await call('GET', 'audit-log?per_page=0&target_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'target_id']);
  });

  it('shows a null actor once the acting account is gone', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        action: 'system.seed',
        created_at: '2999-01-01T00:00:00.000Z',
        details: 'not json',
      })
      .execute();
    const [top] = (await call('GET', 'audit-log?per_page=1')).json().data;
    expect(top).toMatchObject({ actor: null, action: 'system.seed', details: { value: 'not json' } });
    expect(now < top.created_at).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const learner = await userWithTokens(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: learner.headers });
    expect(res.statusCode).toBe(403);
  });
});
