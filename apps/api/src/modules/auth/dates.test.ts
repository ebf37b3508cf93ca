// Dates within sane ranges: birth dates (sign-up, profile, admin forms) and course times
// (docs/security.md, "Validation").
import { isSaneBirthDate } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, password, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const year = 365.2425 * 86_400;
const now = Date.now() / 1000;

function register(birth_date: unknown, email = `p${Math.random().toString(36).slice(2)}@example.org`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      first_name: 'Ada',
      last_name: 'L',
      email,
      birth_date,
      major: 'Maths',
      password,
      password_confirmation: password,
    },
  });
}

describe('birth dates', () => {
  it('refuses anything outside 3..120 years of age, with the reason (422), storing nothing', async () => {
    for (const bad of [-99_999_999_999, 1.5, now - 2 * year, now + 86_400, now - 121 * year, 1e15, '12abc']) {
      const res = await register(bad);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['birth_date']);
    }
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'fr' },
      payload: { birth_date: Math.floor(now + 86_400) },
    });
    expect(fr.json().errors.birth_date).toEqual([
      'Saisissez une vraie date de naissance : un âge entre 3 et 120 ans',
    ]);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('takes ages from 3 to 120 years, and the range moves with the clock', async () => {
    // -99,999,999 and 99,999 (the report's examples) are unix seconds of 1966-10-31 and 1970-01-02: real dates
    for (const ok of [
      Math.floor(now - 4 * year),
      Math.floor(now - 119 * year),
      1_000_000_000,
      -99_999_999,
      99_999,
    ]) {
      expect((await register(ok)).statusCode, String(ok)).toBe(201);
    }
    const born = Date.UTC(2000, 0, 1) / 1000;
    expect(isSaneBirthDate(born, Date.UTC(2002, 0, 1))).toBe(false); // 2 years old
    expect(isSaneBirthDate(born, Date.UTC(2004, 0, 1))).toBe(true);
    expect(isSaneBirthDate(born, Date.UTC(2121, 0, 1))).toBe(false); // 121 years old
  });

  it('applies to the profile form too', async () => {
    const learner = await userWithTokens(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      headers: learner.headers,
      payload: { birth_date: Math.floor(now - year) },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['birth_date']);
  });
});

describe('course times', () => {
  it('refuse years outside 2000..2100 and days the calendar does not have (422), nothing stored', async () => {
    const admin = await userWithTokens(t, { role: 1 });
    const category = await t.db
      .insertInto('categories')
      .values({ title: 'C', created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [start_time, message] of [
      ['1900-01-01T10:00', 'Enter a date between the years 2000 and 2100'],
      ['9999-12-31T10:00', 'Enter a date between the years 2000 and 2100'],
      ['2026-02-31T10:00', 'This value is not valid'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/create-course',
        headers: admin.headers,
        payload: { title: 'T', category_id: category.id, start_time },
      });
      expect(res.statusCode, start_time).toBe(422);
      expect(res.json().errors.start_time, start_time).toEqual([message]);
    }
    expect(await t.db.selectFrom('courses').select('id').execute()).toEqual([]);
  });
});
