// Support threads: an admin replies (stored, message handled, author mailed in their language), the author reads
// their history with the reply and answers back; nobody else sees or answers that thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let learner: Awaited<ReturnType<typeof userWithTokens>>;
let stranger: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1, first_name: 'Ada' });
  learner = await userWithTokens(t, { first_name: 'Sam', email: 'sam@example.org', language: 'fr' });
  stranger = await userWithTokens(t, { first_name: 'Eve' });
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('support threads', () => {
  it('an admin reply is stored, mailed and shown to the author only, who answers back', async () => {
    const sent = await inject('POST', '/api/user/support', learner.headers, {
      subject: 'Quiz <locked>',
      message: 'The post-test will not open.',
    });
    const id = sent.json().data.id;
    expect(sent.json().data.replies).toEqual([]);

    const before = t.mail.length;
    const reply = await inject('POST', `/api/admin/support-messages/${id}/replies`, admin.headers, {
      body: 'It opens once every unit is passed.\nTry again now.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      message: 'Your reply is sent.',
      data: {
        from_admin: true,
        author_first_name: 'Ada',
        body: 'It opens once every unit is passed.\nTry again now.',
      },
    });
    const stored = await t.db
      .selectFrom('support_replies')
      .selectAll()
      .where('message_id', '=', id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        author_id: admin.row.id,
        from_admin: 1,
        body: expect.stringContaining('Try again'),
      }),
    ]);
    const message = await t.db
      .selectFrom('support_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message.handled_at).toEqual(expect.any(String));

    // mailed to the author, in French, their language
    const mails = t.mail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'sam@example.org', subject: 'Re : Quiz <locked>' });
    expect(mails[0]!.text).toContain('L’équipe Parcours a répondu à votre message « Quiz <locked> » :');
    expect(mails[0]!.text).toContain('Try again now.');
    expect(mails[0]!.text).toContain('/dashboard/student/my-support');
    expect(mails[0]!.html).toContain('Quiz &lt;locked&gt;');

    // the author's history carries the thread; someone else's history does not
    const history = await inject('GET', '/api/user/support', learner.headers);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().meta).toEqual({ current_page: 1, per_page: 9, total: 1 });
    expect(history.json().data[0]).toMatchObject({
      id,
      subject: 'Quiz <locked>',
      replies: [{ from_admin: true, author_first_name: 'Ada' }],
    });
    expect(history.json().data[0]).not.toHaveProperty('user');
    expect((await inject('GET', '/api/user/support', stranger.headers)).json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 9, total: 0 },
    });

    // a stranger cannot answer; the author can, and the message waits again
    const refused = await inject('POST', `/api/user/support/${id}/replies`, stranger.headers, {
      body: 'Me too',
    });
    expect(refused.statusCode).toBe(404);
    const back = await inject('POST', `/api/user/support/${id}/replies`, learner.headers, {
      body: 'Merci, ça marche.',
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({
      message: 'Your reply is sent.',
      data: { from_admin: false, author_first_name: 'Sam', body: 'Merci, ça marche.' },
    });
    const reopened = await t.db
      .selectFrom('support_messages')
      .select('handled_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reopened.handled_at).toBeNull();

    // the admin list shows the whole thread, oldest first
    const list = await inject('GET', '/api/admin/support-messages?handled=false', admin.headers);
    const row = list.json().data.find((m: { id: number }) => m.id === id);
    expect(row.replies.map((r: { body: string }) => r.body)).toEqual([
      'It opens once every unit is passed.\nTry again now.',
      'Merci, ça marche.',
    ]);
  });

  it('refuses empty replies, unknown messages and non-admins with clear messages', async () => {
    const sent = await inject('POST', '/api/user/support', stranger.headers, {
      subject: 'Hi',
      message: 'Hello',
    });
    const id = sent.json().data.id;
    const empty = await inject(
      'POST',
      `/api/admin/support-messages/${id}/replies`,
      { ...admin.headers, 'accept-language': 'fr' },
      { body: '   ' },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['Écrivez une réponse'] });
    const missing = await inject('POST', '/api/admin/support-messages/999999/replies', admin.headers, {
      body: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Support message not found');
    const notAdmin = await inject('POST', `/api/admin/support-messages/${id}/replies`, learner.headers, {
      body: 'x',
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('support_replies').select('id').where('message_id', '=', id).execute(),
    ).toEqual([]);
    expect((await inject('GET', '/api/user/support', {})).statusCode).toBe(401);
  });
});
