// Sign-in that no stranger can block (docs/security.md, "Accounts"), at the default limits: failures counted per
// account and source (address, or a browser the account knows), the account-wide delay of a spread with a mail
// to the owner, known browsers exempt from both, and a class behind one school address untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config';
import { settled } from '../../lib/after-answer';
import { sha256 } from '../../lib/tokens';
import { createTestApp, insertUser, password, type TestApp } from '../../test/helpers';
import { browserCookieName } from './browsers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: defaultRateLimits });
});
afterAll(async () => {
  await t.close();
});

let addressSeq = 0;
/** A client address of its own for each scenario, so scenarios never share a count. */
const newAddress = () => `203.0.113.${++addressSeq}`;

const signIn = (
  email: string,
  pass: string,
  remoteAddress: string,
  opts: { browser?: string; lang?: 'en' | 'fr' } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: pass },
    remoteAddress,
    headers: {
      ...(opts.browser ? { cookie: `${browserCookieName}=${opts.browser}` } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });

/** The browser id a successful login left in its cookie. */
function browserIdOf(res: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = res.cookies.find((c) => c.name === browserCookieName);
  expect(cookie, 'the login sets the browser cookie').toBeDefined();
  return cookie!.value;
}

/** The waits of every count of the account are over (the stored times move into the past, no sleeping). */
async function waitsOver(email: string) {
  const past = new Date(Date.now() - 1000).toISOString();
  await t.db.updateTable('login_failures').set({ blocked_until: past }).where('email', '=', email).execute();
  await t.db.updateTable('login_spread').set({ blocked_until: past }).where('email', '=', email).execute();
}

describe('a stranger cannot keep the owner out', () => {
  it('an address failing 100 times: the owner from another address and from a known browser gets 200 every time', async () => {
    const owner = await insertUser(t);
    const attacker = newAddress();
    const ownerAddress = newAddress();
    // the owner's browser is known from an earlier login (the same school address as the attacker, even)
    const browser = browserIdOf(await signIn(owner.email, password, newAddress()));

    const attackerAnswers: number[] = [];
    for (let i = 0; i < 100; i++) {
      attackerAnswers.push((await signIn(owner.email, `Wrong-Guess-${i}`, attacker)).statusCode);
      expect((await signIn(owner.email, password, ownerAddress)).statusCode).toBe(200);
      expect((await signIn(owner.email, password, attacker, { browser })).statusCode).toBe(200);
      if (i % 10 === 9) await waitsOver(owner.email); // the attacker waits out its delays too
    }
    // the attacker itself is slowed: 3 free failures, then the doubling delay and the per-address limit
    expect(attackerAnswers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(attackerAnswers.filter((s) => s === 429).length).toBeGreaterThan(50);
    expect(new Set(attackerAnswers)).toEqual(new Set([401, 429]));
    // one address failing is not a spread: no account-wide delay, no mail
    expect(
      await t.db.selectFrom('login_spread').selectAll().where('email', '=', owner.email).execute(),
    ).toEqual([]);
    expect(t.mail.filter((m) => m.to === owner.email)).toEqual([]);
  });

  it('40 learners behind one school address, 8 of them mistyping once: all 40 sign in', async () => {
    const school = newAddress();
    const learners = await Promise.all(Array.from({ length: 40 }, () => insertUser(t)));
    const answers: number[] = [];
    for (const [i, learner] of learners.entries()) {
      if (i % 5 === 0) answers.push((await signIn(learner.email, 'Typo-In-It-1', school)).statusCode);
      answers.push((await signIn(learner.email, password, school)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(8);
    expect(answers.filter((s) => s === 200)).toHaveLength(40);
    expect(answers).not.toContain(429);
  });

  it('the same learner mistyping 3 times waits 2 s on that address only; their known browser is not slowed', async () => {
    const learner = await insertUser(t);
    const school = newAddress();
    const browser = browserIdOf(await signIn(learner.email, password, newAddress()));
    for (let i = 0; i < 3; i++)
      expect((await signIn(learner.email, 'Typo-In-It-1', school)).statusCode).toBe(401);
    const waiting = await signIn(learner.email, password, school);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    expect((await signIn(learner.email, password, newAddress())).statusCode).toBe(200);
    expect((await signIn(learner.email, password, school, { browser })).statusCode).toBe(200);
  });
});

describe('failures from many addresses (a spread)', () => {
  it('slows unknown browsers account-wide, mails the owner once in their language, and lets known browsers in', async () => {
    const owner = await insertUser(t, { language: 'fr' });
    const browser = browserIdOf(await signIn(owner.email, password, newAddress()));
    const mailsTo = () => t.mail.filter((m) => m.to === owner.email);

    // 4 addresses failing once each: not yet a spread
    for (let i = 0; i < 4; i++)
      expect((await signIn(owner.email, 'Wrong-Guess-1', newAddress())).statusCode).toBe(401);
    expect((await signIn(owner.email, password, newAddress())).statusCode).toBe(200);
    // the 5th address makes it a spread: every unknown browser now waits 2 s, then 4 s after the next failure
    expect((await signIn(owner.email, 'Wrong-Guess-1', newAddress())).statusCode).toBe(401);
    const slowed = await signIn(owner.email, password, newAddress(), { lang: 'fr' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('2');
    expect(slowed.json()).toEqual({
      message: 'Trop de tentatives. Réessayez dans 2 secondes.',
      retry_after: 2,
    });
    // the known browser, from yet another address, is not slowed
    expect((await signIn(owner.email, password, newAddress(), { browser })).statusCode).toBe(200);

    await waitsOver(owner.email);
    expect((await signIn(owner.email, 'Wrong-Guess-2', newAddress())).statusCode).toBe(401);
    expect((await signIn(owner.email, password, newAddress())).headers['retry-after']).toBe('4');

    // one mail, in French, after the answer, naming the 5 addresses and pointing at the account page
    await settled();
    expect(mailsTo()).toHaveLength(1);
    const [mail] = mailsTo();
    expect(mail.subject).toBe('Connexions échouées à votre compte Parcours');
    expect(mail.text).toContain(`(${owner.email}) depuis 5 adresses différentes`);
    expect(mail.text).toContain('http://parcours.test/profile');
    const spreadAudit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'auth.login_spread')
      .where('actor_id', '=', owner.id)
      .execute();
    expect(spreadAudit).toHaveLength(1);
    expect(JSON.parse(String(spreadAudit[0].details))).toEqual({ addresses: 5 });

    // the spread ends an hour after its last failure: unknown browsers are not slowed any more
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await t.db
      .updateTable('login_spread')
      .set({ updated_at: hourAgo })
      .where('email', '=', owner.email)
      .execute();
    await t.db
      .updateTable('login_failures')
      .set({ updated_at: hourAgo })
      .where('email', '=', owner.email)
      .execute();
    expect((await signIn(owner.email, password, newAddress())).statusCode).toBe(200);
  });

  it('a browser known to another account, a forged id, and browsers forgotten by "log out everywhere" get no exemption', async () => {
    const owner = await insertUser(t);
    const other = await insertUser(t);
    const ownBrowser = browserIdOf(await signIn(owner.email, password, newAddress()));
    const othersBrowser = browserIdOf(await signIn(other.email, password, newAddress()));
    const forged = 'A'.repeat(43);
    for (let i = 0; i < 5; i++) await signIn(owner.email, 'Wrong-Guess-1', newAddress());
    for (const browser of [othersBrowser, forged]) {
      expect((await signIn(owner.email, password, newAddress(), { browser })).statusCode).toBe(429);
    }
    const known = await signIn(owner.email, password, newAddress(), { browser: ownBrowser });
    expect(known.statusCode).toBe(200);
    // the same browser id is kept, and stored only as its digest
    expect(browserIdOf(known)).toBe(ownBrowser);
    const stored = await t.db
      .selectFrom('known_browsers')
      .select('browser_hash')
      .where('user_id', '=', owner.id)
      .execute();
    expect(stored).toEqual([{ browser_hash: sha256(ownBrowser) }]);

    const access = known.json().data.access_token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout-everywhere',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(out.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('known_browsers').selectAll().where('user_id', '=', owner.id).execute(),
    ).toEqual([]);
    expect((await signIn(owner.email, password, newAddress(), { browser: ownBrowser })).statusCode).toBe(429);
  });
});

describe('the browser cookie', () => {
  it('is HttpOnly, SameSite=Strict, sent only to the login route, kept 400 days, Secure on https', async () => {
    const user = await insertUser(t);
    const res = await signIn(user.email, password, newAddress());
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${browserCookieName}=[A-Za-z0-9_-]{43}; `));
    expect(header).toContain('Max-Age=34560000'); // 400 x 86,400 s
    expect(header).toContain('Path=/api/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).not.toContain('Secure');
    // a failed login sets nothing
    expect((await signIn(user.email, 'Wrong-Guess-1', newAddress())).headers['set-cookie']).toBeUndefined();

    const secure = await createTestApp({ publicUrl: 'https://parcours.example' });
    try {
      const learner = await insertUser(secure);
      const answer = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: learner.email, password },
      });
      expect(String(answer.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});
