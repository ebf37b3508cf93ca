// Mails of the account decisions in the person's language, and what deletion removes and keeps
// (docs/privacy.md).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, multipart, type TestApp, userWithTokens } from '../../test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const act = (path: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { ...admin.headers, 'accept-language': lang },
  });
const mailsTo = (to: string) => t.mail.filter((m) => m.to === to);

describe('account decision mails', () => {
  it('mails the approval in the person’s language (not the admin’s), with a login link', async () => {
    const row = await insertUser(t, { status: 'pending', language: 'fr', first_name: 'Inès' });
    expect((await act(`validate-user-account/${row.id}`, 'en')).statusCode).toBe(200);
    const [mail] = mailsTo(row.email);
    expect(mail.subject).toBe('Votre compte Parcours est approuvé');
    expect(mail.text).toContain('Bonjour Inès,');
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/login"`);
  });

  it('mails rejection and suspension, in English for an English account', async () => {
    const pending = await insertUser(t, { status: 'pending', language: 'en' });
    await act(`reject-user-account/${pending.id}`, 'fr');
    expect(mailsTo(pending.email).map((m) => m.subject)).toEqual(['Your Parcours account request']);

    const accepted = await insertUser(t, { language: 'en' });
    await act(`suspend-account/${accepted.id}`);
    await act(`validate-user-account/${accepted.id}`);
    expect(mailsTo(accepted.email).map((m) => m.subject)).toEqual([
      'Your Parcours account is suspended',
      'Your Parcours account is approved',
    ]);
  });

  it('sends nothing when the transition is refused', async () => {
    const row = await insertUser(t);
    expect((await act(`validate-user-account/${row.id}`)).statusCode).toBe(409);
    expect((await act(`reject-user-account/${row.id}`)).statusCode).toBe(409);
    expect(mailsTo(row.email)).toEqual([]);
  });
});

describe('deleting an account', () => {
  it('keeps research data under the pseudonym and removes identity, sessions, files and personal text', async () => {
    const person = await userWithTokens(t, {
      first_name: 'Marie',
      last_name: 'Curie',
      birth_date: 1_000_000_000,
      role: 3, // a designer, who may upload ahead of a form
    });
    const id = person.row.id;
    const now = new Date().toISOString();

    // a picture through the API, and an upload never attached to anything
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const pic = multipart({
      profile_picture: { filename: 'me.png', contentType: 'image/png', content: png },
    });
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      headers: { ...person.headers, ...pic.headers },
      payload: pic.payload,
    });
    const avatar = updated.json().data.media[0];
    const up = multipart({
      temporary_id: 'draft',
      file: { filename: 'n.txt', contentType: 'text/plain', content: Buffer.from('notes') },
    });
    const loose = (
      await t.app.inject({
        method: 'POST',
        url: '/api/media/upload-media',
        headers: { ...person.headers, ...up.headers },
        payload: up.payload,
      })
    ).json().data;

    // research data and personal traces in other tables
    const cat = await t.db
      .insertInto('categories')
      .values({ title: 'C', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const course = await t.db
      .insertInto('courses')
      .values({
        title: 'Optics',
        description: 'd',
        category_id: cat.id,
        facilitator: 'f',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const quiz = await t.db
      .insertInto('quizzes')
      .values({ course_id: course.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('quiz_attempts')
      .values({
        quiz_id: quiz.id,
        user_id: id,
        course_id: course.id,
        kind: 'pretest',
        status: 'passed',
        score: 4,
        total_score_possible: 5,
        started_at: now,
      })
      .execute();
    await t.db
      .insertInto('enrolments')
      .values({ user_id: id, course_id: course.id, enrolled_at: now })
      .execute();
    const fq = await t.db
      .insertInto('feedback_questions')
      .values({
        question_number: 9001,
        category: 'nps',
        question_type: 'scale_0_10',
        question_text_en: 'q',
        question_text_fr: 'q',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await t.db
      .insertInto('feedback_responses')
      .values({ user_id: id, nps: 9, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('feedback_answers')
      .values({ response_id: response.id, question_id: fq.id, value_number: 9 })
      .execute();
    await t.db
      .insertInto('reviews')
      .values({
        user_id: id,
        review_type: 'course',
        course_id: course.id,
        rating: 4,
        comment: 'I am Marie from Warsaw',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('support_messages')
      .values({ user_id: id, subject: 'Help', message: 'my phone is 123', created_at: now })
      .execute();
    await t.db.insertInto('course_selected_users').values({ course_id: course.id, user_id: id }).execute();

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-user-account/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'deleted',
      first_name: 'Deleted',
      last_name: 'user',
      email: `deleted-${id}@deleted.invalid`,
      password_hash: null,
      pseudonym: person.row.pseudonym,
      major: person.row.major,
      birth_date: 978307200, // 2001-01-01: the year stays, the day goes
    });
    const count = async (
      table:
        | 'quiz_attempts'
        | 'enrolments'
        | 'feedback_responses'
        | 'reviews'
        | 'support_messages'
        | 'course_selected_users'
        | 'sessions',
    ) => (await t.db.selectFrom(table).selectAll().where('user_id', '=', id).execute()).length;
    expect(await count('quiz_attempts')).toBe(1);
    expect(await count('enrolments')).toBe(1);
    expect(await count('feedback_responses')).toBe(1);
    expect(
      await t.db.selectFrom('feedback_answers').selectAll().where('response_id', '=', response.id).execute(),
    ).toHaveLength(1);
    const review = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([review.rating, review.comment]).toEqual([4, null]);
    expect(await count('support_messages')).toBe(0);
    expect(await count('course_selected_users')).toBe(0);
    expect(await count('sessions')).toBe(0);

    for (const name of [avatar.file_name, avatar.thumbnail_file_name, loose.file_name]) {
      expect(fs.existsSync(path.join(t.config.mediaDir, name)), name).toBe(false);
    }
    expect(
      await t.db.selectFrom('media').selectAll().where('id', 'in', [avatar.id, loose.id]).execute(),
    ).toEqual([]);

    const [entry] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .where('action', '=', 'user.delete')
      .execute();
    expect(entry.actor_id).toBe(admin.row.id);
    expect(JSON.parse(entry.details!)).toEqual({ from: 'accepted', to: 'deleted', media_removed: 2 });
    // the audit row itself carries no personal data of the deleted person
    expect(entry.details).not.toContain('Marie');

    // gone from the lists, still readable by id (anonymised)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=deleted',
      headers: admin.headers,
    });
    expect(list.json().data.map((u: { id: number }) => u.id)).not.toContain(id);
  });

  it('keeps course media an admin uploaded when that admin is deleted', async () => {
    const other = await userWithTokens(t, { role: 1 });
    const now = new Date().toISOString();
    const media = await t.db
      .insertInto('media')
      .values({
        model_type: 'course',
        model_id: 1,
        file_name: 'x/cover.png',
        mime_type: 'image/png',
        kind: 'image',
        size: 1,
        uploaded_by: other.row.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/delete-user-account/${other.row.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.db.selectFrom('media').select('id').where('id', '=', media.id).executeTakeFirst()).toEqual(
      { id: media.id },
    );
  });
});
