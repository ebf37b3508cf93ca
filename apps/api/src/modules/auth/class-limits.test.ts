// A class of 40 behind one school address, with the default limits (docs/configuration.md): successful logins
// are never counted, failed ones are (per account and per address); sign-ups fit a class, and a class code
// lifts the per-address sign-up limit.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config';
import {
  createTestApp,
  insertUser,
  password,
  type TestApp,
  uniqueEmail,
  userWithTokens,
} from '../../test/helpers';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const school = '203.0.113.7';
const signup = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Léa',
  last_name: 'Martin',
  email,
  birth_date: 1_100_000_000,
  major: 'Seconde B',
  password,
  password_confirmation: password,
  ...extra,
});

describe('rate limits for a class behind one address (default limits)', () => {
  it('lets 40 learners log in from one address within a minute, some after a typo', async () => {
    t = await createTestApp({ rateLimits: defaultRateLimits });
    const a = t;
    const learners = [];
    for (let i = 0; i < 40; i++) learners.push(await insertUser(a));
    const login = (email: string, pass = password) =>
      a.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: pass },
        remoteAddress: school,
      });
    const statuses: number[] = [];
    for (const [i, learner] of learners.entries()) {
      // every fifth learner mistypes once first: 8 failures, far below the 100 per address
      if (i % 5 === 0) expect((await login(learner.email, 'Typo1234')).statusCode).toBe(401);
      statuses.push((await login(learner.email)).statusCode);
    }
    expect(statuses).toEqual(Array(40).fill(200));
    // and each of them logs in again (a second tab, a new lesson): still no 429
    for (const learner of learners.slice(0, 10)) expect((await login(learner.email)).statusCode).toBe(200);
  });

  it('still stops guessing one account from many addresses, without touching the class', async () => {
    t = await createTestApp({ rateLimits: defaultRateLimits });
    const a = t;
    const target = await insertUser(a);
    const neighbour = await insertUser(a);
    const guess = (i: number) =>
      a.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: target.email, password: `Guess${i}aaA` },
        remoteAddress: `198.51.100.${i}`,
      });
    // 5 addresses failing once each make a spread (docs/security.md, "Accounts"): from then on every unknown
    // browser of the account waits, whatever its address, so a 6th address cannot guess at once
    for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(401);
    expect((await guess(5)).statusCode).toBe(429);
    const blocked = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: target.email, password },
      remoteAddress: school,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().retry_after).toBe(2);
    // the rest of the class is not affected
    const other = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: neighbour.email, password },
      remoteAddress: school,
    });
    expect(other.statusCode).toBe(200);
  });

  it('stops guessing across accounts from one address, counting failures only', async () => {
    t = await createTestApp({ rateLimits: { loginPerIp: { max: 3, windowMs: 60_000 } } });
    const a = t;
    const learner = await insertUser(a);
    const login = (email: string, pass: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: pass },
        remoteAddress: school,
      });
    for (let i = 0; i < 6; i++) expect((await login(learner.email, password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(uniqueEmail(), password)).statusCode).toBe(401);
    // the fourth failure is refused before the password is even checked, and so is a correct login now
    expect((await login(uniqueEmail(), password)).statusCode).toBe(429);
    expect((await login(learner.email, password)).statusCode).toBe(429);
    const elsewhere = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: learner.email, password },
      remoteAddress: '192.0.2.1',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('lets 60 sign-ups through per address in 10 minutes, and any number more with a class code', async () => {
    t = await createTestApp({ rateLimits: defaultRateLimits });
    const a = t;
    const register = (body: Record<string, unknown>) =>
      a.app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress: school });
    for (let i = 0; i < 60; i++) expect((await register(signup(uniqueEmail()))).statusCode).toBe(201);
    const refused = await register(signup(uniqueEmail()));
    expect(refused.statusCode).toBe(429);
    // a form with mistakes is answered 422 and not counted against anyone
    expect((await register({ ...signup(uniqueEmail()), password: 'short' })).statusCode).toBe(422);

    const teacher = await userWithTokens(a, { role: 1 });
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: teacher.headers,
      payload: { name: 'Seconde B', course_ids: [] },
    });
    const code = created.json().data.code as string;
    for (let i = 0; i < 5; i++) {
      expect((await register(signup(uniqueEmail(), { class_code: code }))).statusCode).toBe(201);
    }
    // a made-up code does not lift the limit
    expect((await register(signup(uniqueEmail(), { class_code: 'ZZZZZZZZ' }))).statusCode).toBe(429);
    const stored = await a.db
      .selectFrom('class_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
  });

  it('limits sign-up attempts per e-mail address to 5 an hour', async () => {
    t = await createTestApp({ rateLimits: defaultRateLimits });
    const a = t;
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: signup(email),
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
