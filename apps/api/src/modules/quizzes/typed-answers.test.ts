// Numerical and short-answer questions with partial credit (docs/design/adaptive.md §5): the builder keeps the
// accepted answers, their credit and tolerance; the learner never receives them before submitting; the server
// scores the typed values with the credits added up (hand-computed below); the review shows what was accepted.
import { describe, expect, it } from 'vitest';
import { appPerFile, userWithTokens } from '../../test/helpers';
import { enrol, insertCourse, insertUnitWithObject, quizDesk } from '../../test/quizzes';

const t = appPerFile();
const { admin, taking } = quizDesk(t);

/** g within 0.05 of 9.81 earns full credit, within 0.5 of 9.8 half; "Paris" full, "Paris*" a quarter. */
const typedQuiz = {
  pass_mark: 50,
  questions: [
    {
      question: 'g, in m/s²?',
      type: 4,
      answers: [
        { answer: '9,81', tolerance: '0,05' },
        { answer: '9.8', credit: 0.5, tolerance: 0.5 },
      ],
    },
    {
      question: 'The capital of France?',
      type: 5,
      answers: [{ answer: 'Paris' }, { answer: 'Paris*', credit: '0.25' }],
    },
    { question: 'The formula of table salt?', type: 5, case_sensitive: 1, answers: [{ answer: 'NaCl' }] },
    { question: 'Zero is even', type: 3, is_valid: 1 },
  ],
};

async function learningObjectQuiz(payload: object = typedQuiz) {
  const course = await insertCourse(t);
  const { lo } = await insertUnitWithObject(t, course.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/add-quiz-to-lo/${lo.id}`,
    headers: admin.headers,
    payload,
  });
  return { res, course, lo };
}

describe('the builder', () => {
  it('keeps accepted values with a dot, their credit and tolerance, and the case rule', async () => {
    const { res } = await learningObjectQuiz();
    expect(res.statusCode).toBe(200);
    const [gravity, capital, salt, zero] = res.json().data.questions;
    expect(gravity).toMatchObject({ type: 4, case_sensitive: 0 });
    expect(gravity.answers).toMatchObject([
      { answer: '9.81', is_valid: 1, credit: 1, tolerance: 0.05 },
      { answer: '9.8', is_valid: 0, credit: 0.5, tolerance: 0.5 },
    ]);
    expect(capital.answers).toMatchObject([
      { answer: 'Paris', is_valid: 1, credit: 1, tolerance: null },
      { answer: 'Paris*', is_valid: 0, credit: 0.25, tolerance: null },
    ]);
    expect(salt).toMatchObject({ type: 5, case_sensitive: 1 });
    expect(zero).toMatchObject({ type: 3, case_sensitive: 0, answers: [] });
  });

  it('refuses a value that is not a number, a credit out of range and no full-credit answer, in both languages', async () => {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id);
    const bad = {
      questions: [
        { question: 'g?', type: 4, answers: [{ answer: 'nine' }, { answer: '9.8', tolerance: -1 }] },
        {
          question: 'Capital?',
          type: 5,
          answers: [
            { answer: 'Paris', credit: 0.5 },
            { answer: 'Lyon', credit: 0 },
          ],
        },
        { question: 'Salt?', type: 5, answers: [{ answer: 'NaCl', credit: 1.5 }] },
      ],
    };
    const save = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/add-quiz-to-lo/${lo.id}`,
        headers: { ...admin.headers, 'accept-language': language },
        payload: bad,
      });
    const en = await save('en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toMatchObject({
      'questions.0.answers.0.answer': ['Give the accepted value as a number'],
      'questions.0.answers.1.tolerance': ['The tolerance is a number, 0 or more'],
      'questions.1.answers': ['Give at least one accepted answer with full credit'],
      'questions.1.answers.1.credit': ['Credit is a share above 0 % and up to 100 %'],
      'questions.2.answers.0.credit': ['Credit is a share above 0 % and up to 100 %'],
    });
    const fr = await save('fr');
    expect(fr.json().errors['questions.0.answers.0.answer']).toEqual([
      'Donnez la valeur acceptée sous forme de nombre',
    ]);
    expect(fr.json().errors['questions.1.answers']).toEqual([
      'Donnez au moins une réponse acceptée avec le crédit complet',
    ]);
    // Nothing was saved.
    expect(
      await t.db.selectFrom('quizzes').select('id').where('learning_object_id', '=', lo.id).execute(),
    ).toEqual([]);
  });
});

describe('taking and scoring', () => {
  it('never sends the accepted answers, and adds up the credits the typed values earn', async () => {
    const { res, course } = await learningObjectQuiz();
    const quiz = res.json().data;
    const [gravity, capital, salt, zero] = quiz.questions;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);

    const started = await taking.start(quiz.id, learner.headers);
    expect(started.statusCode).toBe(200);
    const shown = started.json().data.quiz.questions;
    expect(shown.map((q: { answers: unknown[] }) => q.answers)).toEqual([[], [], [], []]);
    expect(started.body).not.toContain('Paris');
    expect(started.body).not.toContain('9.81');

    // 9,6 is 0.21 from 9.81 (outside 0.05) and 0.2 from 9.8 (within 0.5): 0.5. "paris, france" matches "Paris*"
    // only: 0.25. "nacl" is not "NaCl" with case: 0. Zero is even, true: 1. Score 0.5 + 0.25 + 0 + 1 = 1.75 of 4,
    // 43.75 %, below the pass mark of 50.
    const submitted = await taking.submit(
      quiz.id,
      learner.headers,
      {
        answers: [
          { question_id: gravity.id, answer: ['9,6'] },
          { question_id: capital.id, answer: ['  paris, france '] },
          { question_id: salt.id, answer: ['nacl'] },
          { question_id: zero.id, answer: ['1'] },
        ],
      },
      true,
    );
    expect(submitted.statusCode).toBe(200);
    const data = submitted.json().data;
    expect(data).toMatchObject({ score: 1.75, total_score_possible: 4, percentage: 43.75, passed: false });
    expect(data.answers).toEqual([
      { question_id: gravity.id, is_correct: false, credit: 0.5 },
      { question_id: capital.id, is_correct: false, credit: 0.25 },
      { question_id: salt.id, is_correct: false, credit: 0 },
      { question_id: zero.id, is_correct: true, credit: 1 },
    ]);
    expect(data.review[0]).toMatchObject({
      type: 4,
      credit: 0.5,
      given_value: '9,6',
      correct_value: null,
      answers: [],
      accepted: [
        { answer: '9.81', credit: 1, tolerance: 0.05 },
        { answer: '9.8', credit: 0.5, tolerance: 0.5 },
      ],
    });
    expect(data.review[1].accepted).toEqual([
      { answer: 'Paris', credit: 1, tolerance: null },
      { answer: 'Paris*', credit: 0.25, tolerance: null },
    ]);

    // What is kept: the attempt's fractional score and each answer's credit.
    const attempt = await t.db
      .selectFrom('quiz_attempts')
      .select(['id', 'score', 'percentage'])
      .where('quiz_id', '=', quiz.id)
      .executeTakeFirstOrThrow();
    expect(Number(attempt.score)).toBe(1.75);
    const kept = await t.db
      .selectFrom('attempt_answers')
      .select(['question_id', 'value', 'credit', 'is_correct'])
      .where('attempt_id', '=', attempt.id)
      .orderBy('question_id')
      .execute();
    expect(kept.map((k) => [k.value, Number(k.credit), k.is_correct])).toEqual([
      ['9,6', 0.5, 0],
      ['  paris, france ', 0.25, 0],
      ['nacl', 0, 0],
      ['1', 1, 1],
    ]);

    // The learner's list of scores reads the fractional score as it was kept.
    const scores = await t.app.inject({
      method: 'GET',
      url: '/api/user/quiz-scores',
      headers: learner.headers,
    });
    expect(scores.json().data[0]).toMatchObject({ score: 1.75, total_score_possible: 4, percentage: 43.75 });
  });

  it('gives full credit to values within the tolerance, written as the learner writes them', async () => {
    const { res, course } = await learningObjectQuiz();
    const quiz = res.json().data;
    const [gravity, capital, salt, zero] = quiz.questions;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    await taking.start(quiz.id, learner.headers);
    // 9.78 is 0.03 from 9.81; "PARIS" ignores case; NaCl matches with case; all right: 4 of 4.
    const submitted = await taking.submit(
      quiz.id,
      learner.headers,
      {
        answers: [
          { question_id: gravity.id, answer: ['9.78'] },
          { question_id: capital.id, answer: ['PARIS'] },
          { question_id: salt.id, answer: ['NaCl'] },
          { question_id: zero.id, answer: ['1'] },
        ],
      },
      true,
    );
    expect(submitted.json().data).toMatchObject({ score: 4, percentage: 100, passed: true });
  });
});
