// The feedback survey: its questions (seeded from the shared items, both languages), a submission and its scores,
// validation, the admin list and count.
import { feedbackItems } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, course, enrol, questionIds, surveyAnswers } from '../../test/dashboards';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { seedFeedbackQuestions } from './service';

let t: TestApp;
let ids: Map<number, number>;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedFeedbackQuestions(t.db);
  ids = await questionIds(t);
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const allThree = { usability: Array(10).fill(3), engagement: Array(12).fill(3) };

function post(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/feedback', headers, payload: payload as object });
}

describe('seedFeedbackQuestions', () => {
  it('writes the 24 shared items once, keeping ids when run again', async () => {
    const before = await t.db
      .selectFrom('feedback_questions')
      .selectAll()
      .orderBy('question_number')
      .execute();
    expect(before).toHaveLength(24);
    await t.db
      .updateTable('feedback_questions')
      .set({ question_text_en: 'stale' })
      .where('question_number', '=', 2)
      .execute();
    expect(await seedFeedbackQuestions(t.db)).toBe(24);
    const after = await t.db
      .selectFrom('feedback_questions')
      .selectAll()
      .orderBy('question_number')
      .execute();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after[1].question_text_en).toBe(feedbackItems[1].text.en);
    expect(after.map((r) => [r.category, r.question_type, r.reverse_scored])).toEqual(
      feedbackItems.map((i) => [i.category, i.question_type, i.reverse_scored ? 1 : 0]),
    );
  });
});

describe('GET /api/feedback-questions', () => {
  it("lists the items in order, in the caller's language, paginated", async () => {
    const learner = await userWithTokens(t);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/feedback-questions?per_page=100',
      headers: learner.headers,
    });
    expect(en.statusCode).toBe(200);
    const body = en.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 100, total: 24 });
    expect(body.data.map((q: { question_number: number }) => q.question_number)).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(body.data[0]).toEqual({
      id: ids.get(1),
      question_number: 1,
      question_text: feedbackItems[0].text.en,
      question_type: 'scale_0_10',
      category: 'nps',
      predefined_answers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      required: true,
    });
    expect(body.data[1]).toMatchObject({
      category: 'usability',
      question_type: 'likert_1_5',
      predefined_answers: [1, 2, 3, 4, 5],
    });
    expect(body.data[23]).toMatchObject({
      category: 'text',
      question_type: 'text',
      predefined_answers: null,
      required: false,
    });

    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/feedback-questions?per_page=10&page=3',
      headers: { ...learner.headers, 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fr.json().meta).toEqual({ current_page: 3, per_page: 10, total: 24 });
    expect(fr.json().data.map((q: { question_text: string }) => q.question_text)).toEqual(
      feedbackItems.slice(20).map((i) => i.text.fr),
    );
    const engagement = await t.app.inject({
      method: 'GET',
      url: '/api/feedback-questions?category=engagement&per_page=100',
      headers: learner.headers,
    });
    expect(engagement.json().meta.total).toBe(12);
    expect((await t.app.inject({ method: 'GET', url: '/api/feedback-questions' })).statusCode).toBe(401);
  });

  it('seeds the survey on first use when the install has none', async () => {
    const fresh = await createTestApp();
    try {
      const learner = await userWithTokens(fresh);
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/api/feedback-questions',
        headers: learner.headers,
      });
      expect(res.json().meta.total).toBe(24);
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /api/feedback', () => {
  it('stores the response and answers, scores them with the shared functions and updates the account', async () => {
    const learner = await userWithTokens(t);
    // usability: odd items 5 (5 - 1 = 4 each), even items 1 (5 - 1 = 4 each): 10 x 4 x 2.5 = 100
    // engagement: all 4; items 4-6 reversed to 6 - 4 = 2: (9 x 4 + 3 x 2) / 12 = 3.5, on 0..100 (3.5 - 1) x 25 = 62.5
    const answers = surveyAnswers(ids, {
      nps: 9,
      usability: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1],
      engagement: Array(12).fill(4),
      comment: '  More exercises, please  ',
    });
    const res = await post(learner.headers, { answers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Thank you for your feedback.');
    const data = res.json().data;
    expect(data).toMatchObject({
      nps: 9,
      usability_score: 100,
      engagement_score: 3.5,
      engagement_score_100: 62.5,
      course_id: null,
    });
    const stored = await t.db
      .selectFrom('feedback_responses')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: learner.row.id,
      nps: 9,
      usability_score: 100,
      engagement_score: 3.5,
    });
    const rows = await t.db
      .selectFrom('feedback_answers')
      .selectAll()
      .where('response_id', '=', data.id)
      .execute();
    expect(rows).toHaveLength(24);
    expect(rows.find((r) => r.question_id === ids.get(24))!.value_text).toBe('More exercises, please');
    const account = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    expect([account.nps, account.usability_score, account.engagement_score]).toEqual([9, 100, 3.5]);

    // the next answers replace the account's scores: all 3 -> usability 50, engagement 3
    const again = await post(learner.headers, { answers: surveyAnswers(ids, { nps: 2, ...allThree }) });
    expect(again.json().data).toMatchObject({
      nps: 2,
      usability_score: 50,
      engagement_score: 3,
      engagement_score_100: 50,
    });
    const updated = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learner.row.id)
      .executeTakeFirstOrThrow();
    expect([updated.nps, updated.usability_score, updated.engagement_score]).toEqual([2, 50, 3]);
  });

  it('accepts a form (string values) and a course the learner is enrolled in', async () => {
    const learner = await userWithTokens(t);
    const courseId = await course(t, 'Statistics', await category(t, 'Maths'));
    await enrol(t, learner.row.id, courseId);
    const answers = surveyAnswers(ids, { nps: 10, ...allThree });
    const form = new URLSearchParams();
    answers.forEach((a, i) => {
      form.set(`answers[${i}][question_id]`, String(a.question_id));
      form.set(`answers[${i}][answer]`, String(a.answer));
    });
    form.set('course_id', String(courseId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...learner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ nps: 10, usability_score: 50, course_id: courseId });

    const other = await course(t, 'Geometry', await category(t, 'More maths'));
    const refused = await post(learner.headers, { answers, course_id: other });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ course_id: ['This item does not belong here'] });
  });

  it('checks every answer against its item and asks for all scale items', async () => {
    const learner = await userWithTokens(t);
    const answers = surveyAnswers(ids, { nps: 11, ...allThree });
    answers[1].answer = 0; // usability 1..5
    answers[2].answer = 2.5;
    answers.push({ question_id: ids.get(24)!, answer: 7 }); // text item
    answers.push({ question_id: 999_999, answer: 1 });
    const res = await post({ ...learner.headers, 'accept-language': 'fr' }, { answers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: {
        'answers.0.answer': ['Répondez par un nombre entier de 0 à 10'],
        'answers.1.answer': ['Répondez par un nombre entier de 1 à 5'],
        'answers.2.answer': ['Répondez par un nombre entier de 1 à 5'],
        'answers.23.answer': ['Écrivez la réponse sous forme de texte'],
        'answers.24.question_id': ['Cette question ne fait pas partie du questionnaire'],
      },
    });

    const partial = surveyAnswers(ids, { nps: 8, ...allThree }).slice(0, 5);
    partial.push({ ...partial[0] });
    const missing = await post(learner.headers, { answers: partial });
    expect(missing.json().errors).toEqual({
      'answers.5.question_id': ['This question is answered more than once'],
      answers: ['Please answer all questions before submitting'],
    });
    expect(
      await t.db.selectFrom('feedback_responses').selectAll().where('user_id', '=', learner.row.id).execute(),
    ).toEqual([]);
  });

  it('is for learners', async () => {
    const res = await post(admin.headers, { answers: [] });
    expect(res.statusCode).toBe(403);
    expect((await post({}, { answers: [] })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/feedback', () => {
  it('counts and lists responses with their user, course, scores and answers', async () => {
    const a = await userWithTokens(t, { first_name: 'Zoe', last_name: 'Listed' });
    const first = await post(a.headers, {
      answers: surveyAnswers(ids, { nps: 6, ...allThree, comment: 'ok' }),
    });
    const second = await post(a.headers, { answers: surveyAnswers(ids, { nps: 10, ...allThree }) });
    const total = await t.db
      .selectFrom('feedback_responses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?count=true',
      headers: admin.headers,
    });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ data: { count: Number(total.n) } });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/admin/feedback?count=1&user_id=${a.row.id}`,
      headers: admin.headers,
    });
    expect(mine.json()).toEqual({ data: { count: 2 } });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?search=listed&per_page=1',
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 1, total: 2 });
    // newest first
    expect(body.data[0]).toMatchObject({
      id: second.json().data.id,
      user: { id: a.row.id, first_name: 'Zoe', last_name: 'Listed' },
      course: null,
      nps: 10,
      usability_score: 50,
      engagement_score: 3,
    });
    expect(body.data[0].answers).toHaveLength(23);
    expect(body.data[0].answers[0]).toEqual({
      question_id: ids.get(1),
      question_number: 1,
      category: 'nps',
      answer: 10,
    });
    const byNps = await t.app.inject({
      method: 'GET',
      url: `/api/admin/feedback?user_id=${a.row.id}&sort=nps&order=asc`,
      headers: admin.headers,
    });
    const items = byNps.json().data;
    expect(items.map((r: { id: number }) => r.id)).toEqual([first.json().data.id, second.json().data.id]);
    expect(items[0].answers.at(-1)).toEqual({
      question_id: ids.get(24),
      question_number: 24,
      category: 'text',
      answer: 'ok',
    });

    const learner = await t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: a.headers });
    expect(learner.statusCode).toBe(403);
  });
});
