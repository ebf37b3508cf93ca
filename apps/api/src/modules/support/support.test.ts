// Support messages: a user writes (stored, every admin mailed in their language), admins list them and mark
// them handled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1, email: 'boss@example.org', first_name: 'Boss' });
  await userWithTokens(t, { role: 1, email: 'chef@example.org', first_name: 'Chef', language: 'fr' });
  await insertUser(t, { role: 1, email: 'away@example.org', status: 'suspended', password: null });
  learner = await userWithTokens(t, { first_name: 'Sam', last_name: 'Asker', email: 'sam@example.org' });
});
afterAll(async () => {
  await t.close();
});

function send(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/user/support', headers, payload });
}

describe('POST /api/user/support', () => {
  it('stores the message and mails every accepted admin in their language', async () => {
    const before = t.mail.length;
    const res = await send(learner.headers, {
      subject: 'Quiz <blocked>',
      message: 'The post-test\nwill not open.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Your message was sent to the Parcours team.',
      data: {
        user: { id: learner.row.id, first_name: 'Sam', last_name: 'Asker', email: 'sam@example.org' },
        subject: 'Quiz <blocked>',
        message: 'The post-test\nwill not open.',
        handled_at: null,
      },
    });
    const row = await t.db
      .selectFrom('support_messages')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: learner.row.id, subject: 'Quiz <blocked>', handled_at: null });

    const mails = t.mail.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['boss@example.org', 'chef@example.org']);
    const en = mails.find((m) => m.to === 'boss@example.org')!;
    expect(en.subject).toBe('Support request: Quiz <blocked>');
    expect(en.text).toContain('Sam Asker (sam@example.org) wrote to Parcours support:');
    expect(en.text).toContain('The post-test\nwill not open.');
    expect(en.html).toContain('Quiz &lt;blocked&gt;');
    expect(en.html).not.toContain('<blocked>');
    const fr = mails.find((m) => m.to === 'chef@example.org')!;
    expect(fr.subject).toBe('Demande d’assistance : Quiz <blocked>');
  });

  it("validates the fields in the caller's language", async () => {
    const res = await send(
      { ...learner.headers, 'accept-language': 'fr' },
      { subject: '  ', message: 'x'.repeat(5001) },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      subject: ['L’objet est obligatoire'],
      message: ['Cette valeur est trop longue'],
    });
    const en = await send(learner.headers, {});
    expect(en.json().errors).toEqual({ subject: ['Subject is required'], message: ['Message is required'] });
    expect((await send({}, { subject: 'a', message: 'b' })).statusCode).toBe(401);
  });
});

describe('admin support messages', () => {
  it('lists newest first with filters, and marks a message handled once', async () => {
    const writer = await userWithTokens(t, { first_name: 'Nora', last_name: 'Writer' });
    const ids: number[] = [];
    for (const subject of ['Login issue', 'Certificate question', 'Video missing']) {
      const res = await send(writer.headers, { subject, message: 'Details' });
      ids.push(res.json().data.id);
    }
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/support-messages?${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('search=writer&per_page=2');
    expect(all.meta).toEqual({ current_page: 1, per_page: 2, total: 3, unhandled_total: 4 });
    expect(all.data.map((m: { subject: string }) => m.subject)).toEqual([
      'Video missing',
      'Certificate question',
    ]);
    expect(all.data[0].user).toMatchObject({ first_name: 'Nora', last_name: 'Writer' });

    const handled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support-messages/${ids[1]}/handled`,
      headers: admin.headers,
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().message).toBe('The message is marked as handled.');
    const at = handled.json().data.handled_at;
    expect(typeof at).toBe('string');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support-messages/${ids[1]}/handled`,
      headers: admin.headers,
    });
    expect(twice.json().data).toEqual({ id: ids[1], handled_at: at });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'support.handle')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.row.id,
      target_type: 'support_message',
      target_id: ids[1],
    });

    expect((await list('handled=true')).data.map((m: { id: number }) => m.id)).toEqual([ids[1]]);
    const waiting = await list('handled=false&search=writer');
    expect(waiting.data.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[0]]);
    expect(waiting.meta.unhandled_total).toBe(3);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support-messages/999999/handled',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Support message not found');
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/support-messages',
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(403);
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support-messages/1/handled',
      headers: learner.headers,
    });
    expect(mark.statusCode).toBe(403);
  });
});
