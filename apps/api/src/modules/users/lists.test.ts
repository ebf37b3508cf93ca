// GET /api/admin/users, pending-users, accepted-users: pagination, search, sort, filters, the pending badge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
const created: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, {
    role: 1,
    first_name: 'Root',
    last_name: 'Admin',
    created_at: '2020-01-01T00:00:00.000Z',
  });
  // Eleven people of the "Quill" family, plus accounts the lists must leave out or count apart.
  const people = [
    ['Ava', 'pending', 0, 946684800],
    ['Ben', 'accepted', 0, 915148800],
    ['Cleo', 'accepted', 2, 978307200],
    ['Dan', 'pending', 0, 883612800],
    ['Eve', 'rejected', 0, 852076800],
    ['Finn', 'suspended', 0, 820454400],
    ['Gus', 'accepted', 3, 788918400],
    ['Hana', 'accepted', 0, 757382400],
    ['Ivy', 'pending', 0, 725846400],
    ['Jon', 'accepted', 1, 694224000],
    ['Kim', 'accepted', 0, 662688000],
  ] as const;
  for (const [i, [first, status, role, birth]] of people.entries()) {
    const row = await insertUser(t, {
      first_name: first,
      last_name: 'Quill',
      email: `${first.toLowerCase()}.quill@example.org`,
      status,
      role,
      birth_date: birth,
      created_at: `2024-01-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
    });
    created[first] = row.id;
  }
  await insertUser(t, {
    first_name: 'Gone',
    last_name: 'Quill',
    status: 'deleted',
    email: 'deleted-x@deleted.invalid',
  });
  await insertUser(t, { first_name: 'Percent%', last_name: 'Under_score', email: 'odd@example.org' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers });
const names = (res: { json(): { data: Array<{ first_name: string }> } }) =>
  res.json().data.map((u) => u.first_name);

describe('admin user lists', () => {
  it('pages 9 at a time by default, newest first, without deleted accounts', async () => {
    const first = await get('users?search=quill');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 9, total: 11, pending_total: 3 });
    expect(names(first)).toEqual(['Kim', 'Jon', 'Ivy', 'Hana', 'Gus', 'Finn', 'Eve', 'Dan', 'Cleo']);
    expect(body.data[0]).toMatchObject({
      id: created.Kim,
      email: 'kim.quill@example.org',
      role: 0,
      status: 'accepted',
      is_valid: 1,
      birth_date: 662688000,
      major: 'Mathematics',
      media: [],
      created_at: '2024-01-11T10:00:00.000Z',
    });
    const second = await get('users?search=quill&page=2');
    expect(names(second)).toEqual(['Ben', 'Ava']);
    expect(second.json().meta).toMatchObject({ current_page: 2, total: 11 });
    const beyond = await get('users?search=quill&page=5');
    expect(beyond.json().data).toEqual([]);
  });

  it('has a tab per state, each with the pending badge', async () => {
    const pending = await get('pending-users?search=quill');
    expect(names(pending)).toEqual(['Ivy', 'Dan', 'Ava']);
    expect(pending.json().meta).toEqual({ current_page: 1, per_page: 9, total: 3, pending_total: 3 });
    const accepted = await get('accepted-users?search=quill&per_page=3&sort=first_name&order=asc');
    expect(names(accepted)).toEqual(['Ben', 'Cleo', 'Gus']);
    expect(accepted.json().meta).toEqual({ current_page: 1, per_page: 3, total: 6, pending_total: 3 });
    // the tab's own state wins over a status filter
    const fixed = await get('pending-users?status=accepted&search=quill');
    expect(names(fixed)).toEqual(['Ivy', 'Dan', 'Ava']);
  });

  it('filters the full list by status and role', async () => {
    expect(names(await get('users?search=quill&status=suspended'))).toEqual(['Finn']);
    expect(names(await get('users?search=quill&role=2'))).toEqual(['Cleo']);
    expect(names(await get('users?search=quill&role=0&status=pending&sort=first_name&order=desc'))).toEqual([
      'Ivy',
      'Dan',
      'Ava',
    ]);
    // empty query values are ignored
    expect((await get('users?search=quill&role=&status=&sort=&order=')).json().meta.total).toBe(11);
  });

  it('searches first name, last name and e-mail, case-insensitively, every word', async () => {
    expect(names(await get('users?search=HANA'))).toEqual(['Hana']);
    expect(names(await get('users?search=jon.quill@'))).toEqual(['Jon']);
    expect(names(await get('users?search=ben%20quill'))).toEqual(['Ben']);
    expect(names(await get('users?search=quill%20nobody'))).toEqual([]);
    // LIKE wildcards in the search are taken literally
    expect(names(await get('users?search=%25'))).toEqual(['Percent%']);
    expect(names(await get('users?search=under_'))).toEqual(['Percent%']);
    expect((await get('users?search=_')).json().meta.total).toBe(1);
  });

  it('sorts by every offered column in both orders', async () => {
    const q = (sort: string, order: string) =>
      get(`users?search=quill&per_page=3&sort=${sort}&order=${order}`);
    expect(names(await q('first_name', 'asc'))).toEqual(['Ava', 'Ben', 'Cleo']);
    expect(names(await q('first_name', 'desc'))).toEqual(['Kim', 'Jon', 'Ivy']);
    expect(names(await q('email', 'asc'))).toEqual(['Ava', 'Ben', 'Cleo']);
    expect(names(await q('birth_date', 'asc'))).toEqual(['Kim', 'Jon', 'Ivy']);
    expect(names(await q('birth_date', 'desc'))).toEqual(['Cleo', 'Ava', 'Ben']);
    expect(names(await q('created_at', 'asc'))).toEqual(['Ava', 'Ben', 'Cleo']);
    expect(names(await q('role', 'desc'))).toEqual(['Gus', 'Cleo', 'Jon']);
    // ties are broken by id, in the same order
    expect(names(await q('status', 'asc'))).toEqual(['Ben', 'Cleo', 'Gus']);
    expect(names(await q('status', 'desc'))).toEqual(['Finn', 'Eve', 'Ivy']);
    expect(names(await q('last_name', 'asc'))).toEqual(['Ava', 'Ben', 'Cleo']);
  });

  it('refuses unknown sort columns and bad paging with 422', async () => {
    const bad = await get('users?sort=password_hash&order=up&per_page=500&page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['order', 'page', 'per_page', 'sort']);
    expect(bad.json().errors.sort).toEqual(['This value is not valid']);
    const fr = await get('users?role=9', { ...admin.headers, 'accept-language': 'fr' });
    expect(fr.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: { role: ["Cette valeur n'est pas valide"] },
    });
  });

  it('is for admins only', async () => {
    expect((await get('users', {})).statusCode).toBe(401);
    const learner = await userWithTokens(t);
    for (const path of ['users', 'pending-users', 'accepted-users']) {
      const res = await get(path, learner.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not authorized to perform this action!' });
    }
  });
});
