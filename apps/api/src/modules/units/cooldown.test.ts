// The content a learner reads says which quizzes wait for a cooldown after a failure, and until when
// (docs/design/adaptive.md §5), so a page read again after a reload shows the countdown instead of a button the
// server would refuse with 409. Times are the test clock's, written out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import {
  type AdminQuizData,
  enrol,
  insertCourse,
  insertUnitWithObject,
  people,
  sampleQuiz,
} from '../../test/quizzes';

let t: TestApp;
let adminHeaders: Record<string, string>;
const clock = manualClock('2025-03-01T10:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  adminHeaders = (await people(t)).admin.headers;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/courses/{id}/content and the cooldown', () => {
  it('sends next_attempt_at on a failed quiz while its cooldown runs, and not before nor after', async () => {
    const course = await insertCourse(t);
    const { lo } = await insertUnitWithObject(t, course.id);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${lo.id}`,
      headers: adminHeaders,
      payload: sampleQuiz({ cooldown_seconds: 600 }),
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const quiz: AdminQuizData = added.json().data;
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    const quizOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/courses/${course.id}/content`,
        headers: learner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.units[0].learning_objects[0].quiz;
    };
    expect(await quizOf()).toEqual({ id: quiz.id, is_passed: false, questions_count: 3 });

    // Started at 10:00:00, failed at 10:00:20 (every answer wrong): the next attempt at 10:10:20.
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/user/quiz/${quiz.id}`,
      headers: learner.headers,
    });
    expect(start.statusCode, start.body).toBe(200);
    clock.set('2025-03-01T10:00:20.000Z');
    const [qcm, zero, one] = quiz.questions;
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/user/lo-quiz/submit/${quiz.id}`,
      headers: learner.headers,
      payload: {
        answers: [
          { question_id: qcm!.id, answer: [String(qcm!.answers[1]!.id)] },
          { question_id: zero!.id, answer: ['0'] },
          { question_id: one!.id, answer: ['1'] },
        ],
      },
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      next_attempt_at: '2025-03-01T10:10:20.000Z',
    });

    // After a reload at 10:05:00 the content says when the quiz opens again.
    clock.set('2025-03-01T10:05:00.000Z');
    expect(await quizOf()).toEqual({
      id: quiz.id,
      is_passed: false,
      questions_count: 3,
      next_attempt_at: '2025-03-01T10:10:20.000Z',
    });
    // At 10:10:20 the cooldown is over: nothing to wait for.
    clock.set('2025-03-01T10:10:20.000Z');
    expect(await quizOf()).toEqual({ id: quiz.id, is_passed: false, questions_count: 3 });
  });
});
