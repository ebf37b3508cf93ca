// GET /api/user/quiz-scores: the caller's submitted attempts, newest first, paginated and filtered; the
// history survives deleted units and questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { enrol, insertCourse, insertUnitWithObject, people, sampleQuiz } from '../../test/quizzes';

let t: TestApp;
const clock = manualClock('2025-04-01T08:00:00.000Z');
let learner: Awaited<ReturnType<typeof userWithTokens>>;
let course: Awaited<ReturnType<typeof insertCourse>>;
let lo: { id: number; unit_id: number };
let courseQuizId: number;
let loQuizId: number;
const attemptIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const { admin } = await people(t);
  course = await insertCourse(t, { title: 'Geometry' });
  ({ lo } = await insertUnitWithObject(t, course.id, 'Triangles'));
  const save = (url: string) =>
    t.app
      .inject({ method: 'POST', url, headers: admin.headers, payload: sampleQuiz() })
      .then((r) => r.json().data);
  courseQuizId = (await save(`/api/admin/course-quiz/${course.id}`)).id;
  const loQuiz = await save(`/api/admin/add-quiz-to-lo/${lo.id}`);
  loQuizId = loQuiz.id;
  learner = await userWithTokens(t);
  await enrol(t, learner.row.id, course.id);
  // pretest, then the learning-object quiz twice; one minute apart
  for (const [quizId, isLo] of [
    [courseQuizId, false],
    [loQuizId, true],
    [loQuizId, true],
  ] as const) {
    const started = await t.app.inject({
      method: 'GET',
      url: `/api/user/quiz/${quizId}`,
      headers: learner.headers,
    });
    clock.advance(30);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${isLo ? 'lo-quiz' : 'quiz'}/submit/${quizId}`,
      headers: learner.headers,
      payload: { answers: [{ question_id: loQuiz.questions[1].id, answer: ['1'] }].filter(() => isLo) },
    });
    expect(res.statusCode).toBe(200);
    attemptIds.push(started.json().data.attempt.id);
    clock.advance(30);
  }
  // an attempt still open is not a score
  await t.app.inject({ method: 'GET', url: `/api/user/quiz/${courseQuizId}`, headers: learner.headers });
});
afterAll(async () => {
  await t.close();
});

const scores = (query = '', headers = learner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/user/quiz-scores${query}`, headers });

describe('GET /api/user/quiz-scores', () => {
  it('lists submitted attempts newest first with quiz, course and learning object', async () => {
    const res = await scores();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ current_page: 1, per_page: 9, total: 3 });
    expect(data.map((s: { id: number }) => s.id)).toEqual([...attemptIds].reverse());
    expect(data[0]).toEqual({
      id: attemptIds[2],
      score: 1,
      total_score_possible: 3,
      percentage: 33.33,
      status: 'failed',
      kind: 'learning_object',
      late: false,
      created_at: '2025-04-01T08:02:30.000Z',
      time_spent: 30,
      quiz: {
        id: loQuizId,
        course: { id: course.id, title: 'Geometry' },
        learning_object: { id: lo.id, title: 'Triangles object' },
      },
    });
    expect(data[2]).toMatchObject({
      kind: 'pretest',
      score: 0,
      quiz: { id: courseQuizId, learning_object: null },
    });
  });

  it('paginates and filters by kind and course', async () => {
    const page2 = (await scores('?per_page=2&page=2')).json();
    expect(page2.meta).toEqual({ current_page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((s: { id: number }) => s.id)).toEqual([attemptIds[0]]);
    const pretests = (await scores('?kind=pretest')).json();
    expect(pretests.data.map((s: { id: number }) => s.id)).toEqual([attemptIds[0]]);
    expect((await scores(`?course_id=${course.id + 1000}`)).json().meta.total).toBe(0);
    expect((await scores('?kind=final')).statusCode).toBe(422);
  });

  it("shows only the caller's own scores and needs a token", async () => {
    const other = await userWithTokens(t);
    expect((await scores('', other.headers)).json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 9, total: 0 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/quiz-scores' })).statusCode).toBe(401);
  });

  it('keeps the history after the unit and a question are deleted', async () => {
    const { admin } = await people(t);
    const quiz = (
      await t.app.inject({ method: 'GET', url: `/api/admin/quizzes/${loQuizId}`, headers: admin.headers })
    ).json().data;
    const dq = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: admin.headers,
      payload: { deleted_questions: [quiz.questions[1].id] },
    });
    expect(dq.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-eu/${course.id}/${lo.unit_id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    const { data } = (await scores()).json();
    expect(data).toHaveLength(3);
    expect(data[0].quiz.learning_object).toEqual({ id: lo.id, title: 'Triangles object' });
    const answers = await t.db
      .selectFrom('attempt_answers')
      .selectAll()
      .where('attempt_id', '=', attemptIds[2])
      .execute();
    expect(answers.find((a) => a.question_id === quiz.questions[1].id)).toMatchObject({
      value: '1',
      is_correct: 1,
    });
    // The quiz of a deleted unit cannot be taken any more.
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/user/quiz/${loQuizId}`,
      headers: learner.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
