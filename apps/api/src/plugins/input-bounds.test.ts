// Text with a NUL character and ids beyond what a row can have are invalid values (422), never a database
// error: PostgreSQL stores neither (found by the fuzzing run, docs/security.md "Fuzzing").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
  learner = await userWithTokens(t);
});
afterAll(async () => {
  await t.close();
});

describe('bounds of every input', () => {
  it('refuses a NUL character in a query, a JSON body or a nested field, naming the field', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/user/completed-courses?search=%00',
      headers: learner.headers,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: ['This value is not valid'] });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'ada\u0000@example.org', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ email: ["Cette valeur n'est pas valide"] });

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/user/Silverman/submit-responses',
      headers: learner.headers,
      payload: { responses: [{ question_id: 1, answer: 'a\u0000' }] },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'responses.0.answer': ['This value is not valid'] });
  });

  it('refuses ids beyond the largest row id in paths and queries', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?actor_id=2147483648',
      headers: admin.headers,
    });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().errors)).toEqual(['actor_id']);
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/user/courses/99999999999999999999/path',
      headers: learner.headers,
    });
    // A malformed address is a bad request (docs/security.md, "Input"); a malformed query or body field, 422.
    expect(path.statusCode).toBe(400);
    // checked by the authoring and class hooks before the route's own validation
    for (const url of [
      '/api/admin/courses/99999999999999999999',
      '/api/admin/classes/99999999999999999999',
    ]) {
      const hooked = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(hooked.statusCode).toBe(404);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/categories?page=1e20' });
    expect(page.statusCode).toBe(422);
    // the largest id itself is a valid value that names no row
    const largest = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?actor_id=2147483647',
      headers: admin.headers,
    });
    expect(largest.statusCode).toBe(200);
  });
});
