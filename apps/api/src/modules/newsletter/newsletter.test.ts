// The newsletter's double opt-in (docs/design/product.md §4 "Newsletter"): the same answer for every address, a
// pending row and a mailed single-use link that expires, confirmation, one-click unsubscribe that erases the
// address, the admin's list and CSV export, and the address in "download my data" and account deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseDeferred, resumeDeferred, settled } from '../../lib/after-answer';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const subscribe = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers, payload: { email } });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const unsubscribe = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const row = (email: string) =>
  t.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
const mailsTo = (email: string) => t.mail.filter((m) => m.to === email);
const tokenIn = (text: string, page: 'confirm' | 'unsubscribe') =>
  decodeURIComponent(text.match(new RegExp(`/newsletter/${page}\\?token=([^\\s"<]+)`))![1]);

describe('POST /api/newsletter/subscribe and confirm', () => {
  it('stores a pending row, mails a link with the unsubscribe link and headers, and confirms once', async () => {
    const res = await subscribe('Zoe.Reader@Example.org', { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Merci. Sauf si cette adresse est déjà inscrite, elle va recevoir un lien pour confirmer l’inscription.',
    });
    await settled();
    const pending = await row('zoe.reader@example.org');
    expect(pending).toMatchObject({
      status: 'pending',
      language: 'fr',
      confirmed_at: null,
      unsubscribed_at: null,
    });
    const [mail] = mailsTo('zoe.reader@example.org');
    expect(mail.subject).toBe('Confirmez votre inscription à la lettre d’information Parcours');
    const token = tokenIn(mail.text, 'confirm');
    // only the digest of the link is stored
    expect(pending!.confirm_token_hash).not.toContain(token);
    expect(mail.text).toContain(
      `http://parcours.test/newsletter/unsubscribe?token=${pending!.unsubscribe_token}`,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://parcours.test/api/newsletter/unsubscribe?token=${pending!.unsubscribe_token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const ok = await confirm(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Your subscription to the newsletter is confirmed.');
    expect(await row('zoe.reader@example.org')).toMatchObject({
      status: 'confirmed',
      confirmed_at: expect.any(String),
      confirm_token_hash: null,
    });
    // single use
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'This link is invalid or has expired. Subscribe again to receive a new one.',
    );
  });

  it('answers the same for a new, a pending and a confirmed address; mails nothing to a confirmed one', async () => {
    const confirmed = 'kept@example.org';
    await subscribe(confirmed);
    await settled();
    await confirm(tokenIn(mailsTo(confirmed)[0].text, 'confirm'));
    const answers = [];
    for (const email of ['fresh@example.org', 'fresh@example.org', confirmed]) {
      const res = await subscribe(email);
      answers.push([res.statusCode, res.body]);
      await settled();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await settled();
    expect(mailsTo(confirmed)).toHaveLength(1);
    // a pending address gets a fresh link; the first one stops working
    const [first, second] = mailsTo('fresh@example.org');
    expect((await confirm(tokenIn(first.text, 'confirm'))).statusCode).toBe(404);
    expect((await confirm(tokenIn(second.text, 'confirm'))).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', 'fresh@example.org')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('does the lookup, the write and the mail after the answer (equal work for every address)', async () => {
    pauseDeferred();
    try {
      const res = await subscribe('quiet@example.org');
      expect(res.statusCode).toBe(200);
      expect(await row('quiet@example.org')).toBeUndefined();
      expect(mailsTo('quiet@example.org')).toEqual([]);
    } finally {
      resumeDeferred();
    }
    await settled();
    expect((await row('quiet@example.org'))!.status).toBe('pending');
    expect(mailsTo('quiet@example.org')).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    await subscribe('late@example.org');
    await settled();
    const token = tokenIn(mailsTo('late@example.org')[0].text, 'confirm');
    await t.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.org')
      .execute();
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await row('late@example.org'))!.status).toBe('pending');
  });

  it('limits subscriptions per address, and explains a bad address', async () => {
    const limited = await createTestApp({
      rateLimits: { passwordMailPerEmail: { max: 2, windowMs: 60_000 } },
    });
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: 'x@example.org' },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.json().retry_after).toBeGreaterThan(0);
      await settled();
    } finally {
      await limited.close();
    }
    const bad = await subscribe('not an address', { 'accept-language': 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['E-mail invalide'] });
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('works in one click without a session, erases the address and keeps the dates; twice is harmless', async () => {
    await subscribe('leaving@example.org');
    await settled();
    const mail = mailsTo('leaving@example.org')[0];
    await confirm(tokenIn(mail.text, 'confirm'));
    const { id } = (await row('leaving@example.org'))!;
    const token = tokenIn(mail.text, 'unsubscribe');
    const res = await unsubscribe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('You are unsubscribed from the newsletter and your address is erased.');
    const after = await t.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ email: null, status: 'unsubscribed', unsubscribed_at: expect.any(String) });
    expect(after.confirmed_at).toEqual(expect.any(String));
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await unsubscribe('no-such-token-at-all')).statusCode).toBe(404);
    // subscribing again starts a new subscription
    await subscribe('leaving@example.org');
    await settled();
    expect((await row('leaving@example.org'))!.status).toBe('pending');
  });
});

describe('the admin list and export', () => {
  it('lists by state with counts, searches and pages on the server, and exports the confirmed ones as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers?status=confirmed&per_page=2',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const confirmed = await t.db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'created_at'])
      .where('status', '=', 'confirmed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(body.data.map((r: { email: string }) => r.email)).toEqual(
      confirmed.slice(0, 2).map((r) => r.email),
    );
    expect(body.meta.total).toBe(confirmed.length);
    const all = await t.db.selectFrom('newsletter_subscribers').select('status').execute();
    const count = (s: string) => all.filter((r) => r.status === s).length;
    expect(body.meta.counts).toEqual({
      pending: count('pending'),
      confirmed: count('confirmed'),
      unsubscribed: count('unsubscribed'),
    });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers?search=ZOE',
      headers: admin.headers,
    });
    expect(search.json().data).toEqual([
      expect.objectContaining({ email: 'zoe.reader@example.org', status: 'confirmed', language: 'fr' }),
    ]);
    expect(search.json().data[0]).not.toHaveProperty('unsubscribe_token');

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="parcours-newsletter-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,language,subscribed_at,confirmed_at');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(confirmed.map((r) => r.email).sort());
    const learner = await userWithTokens(t);
    for (const url of ['/api/admin/newsletter/subscribers', '/api/admin/newsletter/subscribers.csv']) {
      expect((await t.app.inject({ method: 'GET', url, headers: learner.headers })).statusCode).toBe(403);
    }
  });
});

describe('personal data', () => {
  it('exports the subscription of the account address and removes it with the account', async () => {
    const owner = await userWithTokens(t, { email: 'owner@example.org' });
    const { id } = owner.row;
    const headers = owner.headers;
    await subscribe('Owner@Example.org');
    await settled();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/user/personal-data', headers })).json();
    expect(doc.newsletter_subscribers).toEqual([
      expect.objectContaining({ email: 'owner@example.org', status: 'pending' }),
    ]);
    expect(doc.newsletter_subscribers[0]).not.toHaveProperty('unsubscribe_token');
    expect(doc.newsletter_subscribers[0]).not.toHaveProperty('confirm_token_hash');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-user-account/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await row('owner@example.org')).toBeUndefined();
  });
});
