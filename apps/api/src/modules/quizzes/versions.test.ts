// Quiz versions (docs/design/adaptive.md §2): an edit of a quiz with attempts makes a new version, attempts keep
// theirs and their answers stay readable against it, an edit without attempts stays in place, an attempt open
// across an edit is scored on its own version, and the version history the admin reads.
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { appPerFile, userWithTokens } from '../../test/helpers';
import type { AdminQuizData } from '../../test/quizzes';
import { quizDesk } from '../../test/quizzes';

const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { admin, taking } = quizDesk(t);
beforeEach(() => {
  clock.set('2025-03-01T10:00:00.000Z');
});

type Question = AdminQuizData['questions'][number] & { question: string; is_valid: number | null };
type Quiz = { id: number; version: number; questions: Question[] };

/** The quiz as the builder sends it back: every question and answer with its id. */
function asBody(
  quiz: Quiz,
  edit: (questions: Record<string, unknown>[]) => Record<string, unknown>[],
  deleted: number[] = [],
) {
  const questions = quiz.questions.map((q) => ({
    id: q.id,
    question: q.question,
    type: q.type,
    ...(q.type === 3 ? { is_valid: q.is_valid } : {}),
    answers: q.answers.map((a) => ({ ...a })),
  }));
  return { questions: edit(questions), deleted_questions: deleted };
}

const save = (courseId: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/course-quiz/${courseId}`,
    headers: admin.headers,
    payload: payload as object,
  });
const history = (quizId: number, headers = admin.headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/quizzes/${quizId}/versions${query}`, headers });
const version = (quizId: number, n: number, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/quizzes/${quizId}/versions/${n}`, headers });
const attemptsOf = (quizId: number) =>
  t.db.selectFrom('quiz_attempts').selectAll().where('quiz_id', '=', quizId).orderBy('id').execute();

/** Removes "One is even", rewords "Zero is even" and adds "Two is even": 1 added, 1 removed, 1 edited. */
const cutAndReword = (questions: Record<string, unknown>[]) => [
  questions[0],
  { ...questions[1], question: 'Zero is an even number' },
  { question: 'Two is even', type: 3, is_valid: 1, answers: [] },
];

const adminName = () => `${admin.row.first_name} ${admin.row.last_name}`;

describe('editing a quiz', () => {
  it('changes version 1 in place while nobody has taken it', async () => {
    const { quiz } = await taking.courseQuiz();
    const course = (
      await t.db.selectFrom('quizzes').select('course_id').where('id', '=', quiz.id).executeTakeFirstOrThrow()
    ).course_id!;
    const res = await save(course, asBody(quiz as Quiz, cutAndReword, [quiz.questions[2].id]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.version).toBe(1);
    const list = (await history(quiz.id)).json();
    expect(list.meta).toEqual({ current_page: 1, per_page: 9, total: 1 });
    expect(list.data).toEqual([
      {
        version: 1,
        is_current: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        created_by: { id: admin.row.id, name: adminName() },
        questions_count: 3,
        attempts_count: 0,
        changes: null,
      },
    ]);
    const v1 = (await version(quiz.id, 1)).json().data;
    expect(v1.questions.map((q: Question) => q.question)).toEqual([
      'Which are even?',
      'Zero is an even number',
      'Two is even',
    ]);
  });

  it('makes version 2 when the quiz has attempts; the old attempt keeps version 1 and its answers stay readable', async () => {
    // A completed course, so that the attempts are post-tests, which may be taken again (a pretest is taken once).
    const { course, quiz, learner } = await taking.courseQuiz({}, 'completed');
    await taking.start(quiz.id, learner.headers);
    // The QCM answered "2" only (wrong: "2" and "4" are right), zero true (right), one true (wrong).
    const qcm = quiz.questions[0];
    const submitted = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { qcm: [qcm.answers[0].id], one: '1' }),
    });
    expect(submitted.json().data).toMatchObject({ score: 1, total_score_possible: 3 });

    clock.advance(3600);
    const res = await save(course.id, asBody(quiz as Quiz, cutAndReword, [quiz.questions[2].id]));
    expect(res.statusCode).toBe(200);
    const edited = res.json().data;
    expect(edited.version).toBe(2);
    expect(edited.questions.map((q: Question) => q.question)).toEqual([
      'Which are even?',
      'Zero is an even number',
      'Two is even',
    ]);
    const [attempt] = await attemptsOf(quiz.id);
    expect(attempt.quiz_version).toBe(1);

    const list = (await history(quiz.id)).json();
    expect(list.meta.total).toBe(2);
    expect(list.data).toEqual([
      expect.objectContaining({
        version: 2,
        is_current: true,
        created_at: expect.any(String),
        created_by: { id: admin.row.id, name: adminName() },
        questions_count: 3,
        attempts_count: 0,
        changes: { added: 1, removed: 1, edited: 1 },
      }),
      expect.objectContaining({
        version: 1,
        is_current: false,
        questions_count: 3,
        attempts_count: 1,
        changes: null,
      }),
    ]);

    // Version 1 as it was: every answer of the old attempt reads against it, with the key of the time.
    const v1 = (await version(quiz.id, 1)).json().data;
    expect(v1.questions.map((q: Question) => [q.question, q.is_valid])).toEqual([
      ['Which are even?', null],
      ['Zero is even', 1],
      ['One is even', 0],
    ]);
    const stored = await t.db
      .selectFrom('attempt_answers')
      .selectAll()
      .where('attempt_id', '=', attempt.id)
      .orderBy('id')
      .execute();
    const byId = new Map(v1.questions.map((q: Question) => [q.id, q]));
    const read = stored.map((a) => {
      const q = byId.get(a.question_id) as Question;
      const chosen = a.answer_ids ? (JSON.parse(a.answer_ids) as number[]) : [];
      return [
        q.question,
        chosen.map((id) => q.answers.find((x) => x.id === id)?.is_valid),
        a.value,
        a.is_correct,
      ];
    });
    expect(read).toEqual([
      ['Which are even?', [1], null, 0],
      ['Zero is even', [], '1', 1],
      ['One is even', [], '1', 0],
    ]);

    // The next attempt is on version 2.
    clock.advance(60);
    await taking.start(quiz.id, learner.headers);
    expect((await attemptsOf(quiz.id)).map((a) => a.quiz_version)).toEqual([1, 2]);
  });

  it('keeps the version when only settings or the order change, even with attempts', async () => {
    const { course, quiz, learner } = await taking.courseQuiz();
    await taking.start(quiz.id, learner.headers);
    const body = asBody(quiz as Quiz, (questions) => [questions[2], questions[0], questions[1]]);
    const res = await save(course.id, { ...body, pass_mark: 80, time_limit_seconds: 300 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 1, pass_mark: 80 });
    expect((await history(quiz.id)).json().meta.total).toBe(1);
  });

  it('goes on with the questions an open attempt started with, and scores it on its version', async () => {
    const { course, quiz, learner } = await taking.courseQuiz({ time_limit_seconds: 3600 });
    const started = (await taking.start(quiz.id, learner.headers)).json().data;
    expect(started.quiz.questions).toHaveLength(3);
    // The open attempt counts: its questions were shown, so the edit makes version 2.
    const edited = (await save(course.id, asBody(quiz as Quiz, cutAndReword, [quiz.questions[2].id]))).json()
      .data;
    expect(edited.version).toBe(2);

    clock.advance(60);
    const resumed = (await taking.start(quiz.id, learner.headers)).json().data;
    expect(resumed.attempt.id).toBe(started.attempt.id);
    expect(resumed.quiz.questions.map((q: { question: string }) => q.question)).toEqual([
      'Which are even?',
      'Zero is even',
      'One is even',
    ]);
    // Answers to version 1's questions, "One is even" included, all right: 3 of 3.
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ score: 3, total_score_possible: 3, percentage: 100 });
    expect((await attemptsOf(quiz.id)).map((a) => [a.quiz_version, a.status])).toEqual([[1, 'passed']]);
  });
});

describe('GET /api/admin/quizzes/{quizId}/versions', () => {
  it('reads a quiz made before versions existed as version 1 from its live questions', async () => {
    const { quiz } = await taking.courseQuiz();
    await t.db.deleteFrom('quiz_versions').where('quiz_id', '=', quiz.id).execute();
    const list = (await history(quiz.id)).json();
    expect(list.data).toEqual([
      expect.objectContaining({ version: 1, created_by: null, questions_count: 3, attempts_count: 0 }),
    ]);
    expect((await version(quiz.id, 1)).json().data.questions).toHaveLength(3);
  });

  it('paginates, newest first', async () => {
    const { course, quiz, learner } = await taking.courseQuiz({}, 'completed');
    let current = quiz as Quiz;
    for (const text of ['Zero is even (v2)', 'Zero is even (v3)']) {
      await taking.start(current.id, learner.headers);
      await taking.submit(current.id, learner.headers, { answers: taking.answers(current) });
      clock.advance(60);
      current = (
        await save(
          course.id,
          asBody(current, (qs) => [qs[0], { ...qs[1], question: text }, qs[2]]),
        )
      ).json().data;
    }
    expect(current.version).toBe(3);
    const page2 = (await history(quiz.id, admin.headers, '?per_page=2&page=2')).json();
    expect(page2.meta).toEqual({ current_page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((v: { version: number }) => v.version)).toEqual([1]);
    const page1 = (await history(quiz.id, admin.headers, '?per_page=2')).json();
    expect(page1.data.map((v: { version: number; changes: unknown }) => [v.version, v.changes])).toEqual([
      [3, { added: 0, removed: 0, edited: 1 }],
      [2, { added: 0, removed: 0, edited: 1 }],
    ]);
  });

  it('answers 404 for an unknown quiz or version, in the caller’s language, 403 for a learner, 401 without a token', async () => {
    const { quiz } = await taking.courseQuiz();
    expect((await history(999_999)).statusCode).toBe(404);
    const missing = await version(quiz.id, 2);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This quiz has no such version.');
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quizzes/${quiz.id}/versions/7`,
      headers: { ...admin.headers, 'accept-language': 'fr' },
    });
    expect(fr.json().message).toBe("Ce quiz n'a pas cette version.");
    expect((await history(quiz.id, admin.headers, '?per_page=500')).statusCode).toBe(422);
    const learner = await userWithTokens(t);
    expect((await history(quiz.id, learner.headers)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/quizzes/${quiz.id}/versions` })).statusCode,
    ).toBe(401);
  });
});
