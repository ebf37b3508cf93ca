// The questionnaire over HTTP: items per language, the 44-answer rule and its field errors, the stored result
// and its history, the user's `result`, and the admin distribution over latest results.
import { questionnaireTable } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { answersFor, insertStyleResult, type StylePlan } from '../../test/learning-style';
import { enrol, insertCourse } from '../../test/quizzes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// processing 9 a-side / 2 -> active 7 moderate (the worked example of docs/design/adaptive.md §1); perception all sensing -> 11
// strong; input 6 / 5 -> visual 1 mild; understanding 1 sequential / 10 global -> global 9 strong.
const plan: StylePlan = {
  processing: ['active', 9],
  perception: ['sensing', 11],
  input: ['visual', 6],
  understanding: ['sequential', 1],
};
const expectedDimensions = [
  { dimension: 'processing', pair: ['active', 'reflective'], category: 'active', score: 7, band: 'moderate' },
  { dimension: 'perception', pair: ['sensing', 'intuitive'], category: 'sensing', score: 11, band: 'strong' },
  { dimension: 'input', pair: ['visual', 'auditory'], category: 'visual', score: 1, band: 'mild' },
  {
    dimension: 'understanding',
    pair: ['sequential', 'global'],
    category: 'global',
    score: 9,
    band: 'strong',
  },
];

async function enrolledLearner() {
  const learner = await userWithTokens(t);
  const course = await insertCourse(t);
  await enrol(t, learner.row.id, course.id);
  return { learner, course };
}

const submit = (headers: Record<string, string>, payload: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/Silverman/submit-responses',
    headers: { ...headers, 'accept-language': lang },
    payload: payload as object,
  });

describe('GET /api/user/Silverman/questions', () => {
  it('lists the 44 items with answers a and b in the caller’s language', async () => {
    const { learner } = await enrolledLearner();
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/questions',
      headers: learner.headers,
    });
    expect(en.statusCode).toBe(200);
    const items = en.json().data;
    expect(items).toHaveLength(44);
    expect(items.map((i: { id: number }) => i.id)).toEqual(questionnaireTable.map((i) => i.number));
    expect(items[0]).toEqual({
      id: 1,
      number: 1,
      dimension: 'processing',
      question: questionnaireTable[0].text.en,
      answers: [
        { key: 'a', answer: questionnaireTable[0].a.en },
        { key: 'b', answer: questionnaireTable[0].b.en },
      ],
    });
    expect(items.slice(0, 4).map((i: { dimension: string }) => i.dimension)).toEqual([
      'processing',
      'perception',
      'input',
      'understanding',
    ]);
    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/questions',
      headers: { ...learner.headers, 'accept-language': 'fr' },
    });
    expect(fr.json().data[0].question).toBe(questionnaireTable[0].text.fr);
    expect(fr.json().data[0].question).not.toBe(questionnaireTable[0].text.en);
  });

  it('needs a learner token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/Silverman/questions' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await userWithTokens(t, { role: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/questions',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/user/Silverman/submit-responses', () => {
  it('scores the answers, stores the row and answers the result', async () => {
    const { learner, course } = await enrolledLearner();
    const res = await submit(learner.headers, { responses: answersFor(plan), course_id: course.id });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.dimensions).toEqual(expectedDimensions);
    expect(typeof result.created_at).toBe('string');

    const rows = await t.db
      .selectFrom('learning_style_results')
      .selectAll()
      .where('user_id', '=', learner.row.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.id,
      course_id: course.id,
      processing_category: 'active',
      processing_score: 7,
      perception_category: 'sensing',
      perception_score: 11,
      input_category: 'visual',
      input_score: 1,
      understanding_category: 'global',
      understanding_score: 9,
    });
    expect(JSON.parse(rows[0].responses)).toHaveLength(44);

    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/result',
      headers: learner.headers,
    });
    expect(latest.json().data).toEqual(result);
    // The user on the wire carries the same latest result.
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers });
    expect(profile.json().data.result).toEqual(result);
  });

  it('accepts the answers as a form with bracket keys', async () => {
    const { learner, course } = await enrolledLearner();
    const form = new URLSearchParams({ course_id: String(course.id) });
    answersFor(plan).forEach((r, i) => {
      form.append(`responses[${i}][question_id]`, String(r.question_id));
      form.append(`responses[${i}][answer]`, r.answer);
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/Silverman/submit-responses',
      headers: { ...learner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.dimensions).toEqual(expectedDimensions);
  });

  it('refuses fewer than 44 answers, naming the unanswered items, in English and French', async () => {
    const { learner, course } = await enrolledLearner();
    const responses = answersFor(plan).filter((r) => r.question_id !== 7 && r.question_id !== 44);
    const res = await submit(learner.headers, { responses, course_id: course.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please answer all questions before submitting',
      errors: {
        responses: ['Please answer all questions before submitting'],
        question_7: ['Answer this question'],
        question_44: ['Answer this question'],
      },
    });
    const fr = await submit(learner.headers, { responses, course_id: course.id }, 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().message).toBe('Veuillez répondre à toutes les questions avant de valider');
    expect(fr.json().errors.question_7).toEqual(['Répondez à cette question']);

    const none = await submit(learner.headers, { course_id: course.id });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors).filter((k) => k.startsWith('question_'))).toHaveLength(44);
    const stored = await t.db
      .selectFrom('learning_style_results')
      .select('id')
      .where('user_id', '=', learner.row.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses answers other than a or b, unknown items and items answered twice', async () => {
    const { learner, course } = await enrolledLearner();
    const responses: { question_id: unknown; answer: unknown }[] = answersFor(plan);
    responses[2] = { question_id: 3, answer: 'c' };
    responses[5] = { question_id: 6, answer: 'A' };
    const badAnswers = await submit(learner.headers, { responses, course_id: course.id });
    expect(badAnswers.statusCode).toBe(422);
    expect(badAnswers.json().message).toBe('Please answer all questions before submitting');
    expect(badAnswers.json().errors).toEqual({
      responses: ['Please answer all questions before submitting'],
      'responses.2.answer': ['Answer with a or b'],
      'responses.5.answer': ['Answer with a or b'],
    });

    const extra = [...answersFor(plan), { question_id: 45, answer: 'a' }, { question_id: 'x', answer: 'b' }];
    const unknown = await submit(learner.headers, { responses: extra, course_id: course.id });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      responses: ['Please answer all questions before submitting'],
      'responses.44.question_id': ['This question is not part of the questionnaire'],
      'responses.45.question_id': ['This question is not part of the questionnaire'],
    });

    const twice = [...answersFor(plan), { question_id: 10, answer: 'a' }];
    const duplicate = await submit(learner.headers, { responses: twice, course_id: course.id });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors['responses.44.question_id']).toEqual([
      'This question is answered more than once',
    ]);
    const stored = await t.db
      .selectFrom('learning_style_results')
      .select('id')
      .where('user_id', '=', learner.row.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('needs a course the learner is enrolled in', async () => {
    const { learner } = await enrolledLearner();
    const other = await insertCourse(t);
    const notEnrolled = await submit(learner.headers, { responses: answersFor(plan), course_id: other.id });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe('You are not enrolled in this course.');
    const missing = await submit(learner.headers, { responses: answersFor(plan) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.course_id).toEqual(['This field is required']);
    const deleted = await insertCourse(t, { deleted: true });
    await enrol(t, learner.row.id, deleted.id);
    const gone = await submit(learner.headers, { responses: answersFor(plan), course_id: deleted.id });
    expect(gone.statusCode).toBe(403);
  });

  it('keeps every result; the latest is the result and the history lists them newest first', async () => {
    const { learner, course } = await enrolledLearner();
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/result',
      headers: learner.headers,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();

    const first = (
      await submit(learner.headers, { responses: answersFor(plan), course_id: course.id })
    ).json().data;
    const opposite: StylePlan = {
      processing: ['reflective', 11],
      perception: ['intuitive', 8],
      input: ['auditory', 10],
      understanding: ['sequential', 11],
    };
    const second = (
      await submit(learner.headers, { responses: answersFor(opposite), course_id: course.id })
    ).json().data;
    expect(second.dimensions.map((d: { category: string; score: number }) => [d.category, d.score])).toEqual([
      ['reflective', 11],
      ['intuitive', 5],
      ['auditory', 9],
      ['sequential', 11],
    ]);

    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/result',
      headers: learner.headers,
    });
    expect(latest.json().data).toEqual(second);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: learner.headers });
    expect(profile.json().data.result).toEqual(second);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/results',
      headers: learner.headers,
    });
    expect(history.json()).toEqual({
      data: [second, first],
      meta: { current_page: 1, per_page: 9, total: 2 },
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/user/Silverman/results?page=2&per_page=1',
      headers: learner.headers,
    });
    expect(page2.json()).toEqual({ data: [first], meta: { current_page: 2, per_page: 1, total: 2 } });
  });
});

describe('GET /api/statistics/silverman-distribution', () => {
  it('counts each learner’s latest result per pole and band, for admins only', async () => {
    const local = await createTestApp();
    try {
      const admin = await userWithTokens(local, { role: 1 });
      const a = await userWithTokens(local);
      const b = await userWithTokens(local);
      const c = await userWithTokens(local);
      const gone = await userWithTokens(local);
      // a: the older result must not count.
      await insertStyleResult(local, a.row.id, {
        processing: ['reflective', 11],
        perception: ['intuitive', 11],
        input: ['auditory', 11],
        understanding: ['global', 11],
      });
      await insertStyleResult(local, a.row.id, plan); // active 7, sensing 11, visual 1, global 9
      await insertStyleResult(local, b.row.id, {
        processing: ['active', 10], // active 9 strong
        perception: ['intuitive', 7], // intuitive 3 mild
        input: ['visual', 8], // visual 5 moderate
        understanding: ['global', 10], // global 9 strong
      });
      await insertStyleResult(local, c.row.id, {
        processing: ['reflective', 6], // reflective 1 mild
        perception: ['sensing', 9], // sensing 7 moderate
        input: ['auditory', 11], // auditory 11 strong
        understanding: ['sequential', 8], // sequential 5 moderate
      });
      await insertStyleResult(local, gone.row.id, plan);
      await local.db
        .updateTable('users')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', gone.row.id)
        .execute();

      const res = await local.app.inject({
        method: 'GET',
        url: '/api/statistics/silverman-distribution',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.learners).toBe(3);
      const counts = (dimension: string) => {
        const d = data.dimensions.find((x: { dimension: string }) => x.dimension === dimension);
        return [
          d.total,
          ...d.poles.map((p: Record<string, unknown>) => [p.pole, p.mild, p.moderate, p.strong, p.total]),
        ];
      };
      expect(counts('processing')).toEqual([3, ['active', 0, 1, 1, 2], ['reflective', 1, 0, 0, 1]]);
      expect(counts('perception')).toEqual([3, ['sensing', 0, 1, 1, 2], ['intuitive', 1, 0, 0, 1]]);
      expect(counts('input')).toEqual([3, ['visual', 1, 1, 0, 2], ['auditory', 0, 0, 1, 1]]);
      expect(counts('understanding')).toEqual([3, ['sequential', 0, 1, 0, 1], ['global', 0, 0, 2, 2]]);

      const learner = await local.app.inject({
        method: 'GET',
        url: '/api/statistics/silverman-distribution',
        headers: a.headers,
      });
      expect(learner.statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});
