// The timing rules of docs/design/adaptive.md §2 and §5 through the API: the time limit with its 30 s grace,
// attempts left open past their time (closed as expired), and the cooldown after a failed attempt. Time is moved
// with the app's clock. Retakes are of the post-test (a completed enrolment): the pretest is taken once.
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { appPerFile } from '../../test/helpers';
import { quizDesk } from '../../test/quizzes';

const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { taking } = quizDesk(t);
beforeEach(() => {
  clock.set('2025-03-01T10:00:00.000Z');
});

describe('time limit', () => {
  it('accepts a submission within the 30 s grace after the deadline', async () => {
    const { quiz, learner } = await taking.courseQuiz({ time_limit_seconds: 300 });
    await taking.start(quiz.id, learner.headers);
    clock.advance(330);
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(res.json().data).toMatchObject({ status: 'passed', late: false, percentage: 100 });
  });

  it('closes a submission after the grace as expired, with the score as submitted, counting for nothing', async () => {
    const { quiz, learner, enrolment } = await taking.courseQuiz({
      time_limit_seconds: 300,
      cooldown_seconds: 600,
    });
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.advance(331);
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'expired',
      passed: false,
      late: true,
      score: 3,
      percentage: 100,
      time_spent: 331,
      next_attempt_at: null,
      counted_as: null,
      level: null,
    });
    const row = await t.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', late: 1, score: 3 });
    const after = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ pretest_attempt_id: null, level: null });
  });

  it('closes an abandoned timed pretest as expired without a score; the next attempt is the pretest', async () => {
    // Today: closed as a 0 % failed pretest that became "pre" while the level came from a later attempt.
    const { quiz, learner, enrolment } = await taking.courseQuiz({
      time_limit_seconds: 60,
      cooldown_seconds: 600,
    });
    const first = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.advance(3600);
    const res = await taking.start(quiz.id, learner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.attempt.id).not.toBe(first.id);
    expect(data.quiz.kind).toBe('pretest');
    expect(data.last_result).toMatchObject({
      id: first.id,
      status: 'expired',
      // Never submitted: no late flag and no submission time (abandoned.test.ts).
      late: false,
      score: null,
      percentage: null,
      total_score_possible: 3,
      next_attempt_at: null,
      submitted_at: null,
    });
    clock.advance(50);
    const taken = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { one: '1' }),
    });
    // 2 of 3 = 66.67 %: intermediate, from this attempt, which is the pretest.
    expect(taken.json().data).toMatchObject({
      counted_as: 'pretest',
      level: 'intermediate',
      percentage: 66.67,
    });
    const after = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ pretest_attempt_id: data.attempt.id, level: 'intermediate' });
  });
});

describe('cooldown after a failed attempt', () => {
  it('refuses a new attempt and a submission with 409 and next_attempt_at, then lets the learner retry', async () => {
    const { quiz, learner } = await taking.courseQuiz({ cooldown_seconds: 600 }, 'completed');
    await taking.start(quiz.id, learner.headers);
    clock.advance(20);
    const failed = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { zero: '0', one: '1' }),
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      next_attempt_at: '2025-03-01T10:10:20.000Z',
    });

    clock.advance(300);
    const again = await taking.start(quiz.id, learner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You can take this quiz again at 2025-03-01T10:10:20.000Z.',
      next_attempt_at: '2025-03-01T10:10:20.000Z',
    });
    const fr = await taking.start(quiz.id, { ...learner.headers, 'accept-language': 'fr' });
    expect(fr.json().message).toBe('Vous pourrez repasser ce quiz à partir de 2025-03-01T10:10:20.000Z.');
    const early = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(early.statusCode).toBe(409);
    expect(early.json().next_attempt_at).toBe('2025-03-01T10:10:20.000Z');
    expect(
      await t.db.selectFrom('quiz_attempts').select('id').where('quiz_id', '=', quiz.id).execute(),
    ).toHaveLength(1);

    clock.set('2025-03-01T10:10:20.000Z');
    const retry = await taking.start(quiz.id, learner.headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.last_result).toMatchObject({
      status: 'failed',
      next_attempt_at: '2025-03-01T10:10:20.000Z',
    });
  });

  it('promises no retake after the post-test of a course that counts the first: no cooldown, and 409 at once', async () => {
    // Before: "You can try again at ..." after a failed first post-test that was the one counted; the retake
    // changed nothing.
    const { course, quiz, learner } = await taking.courseQuiz({ cooldown_seconds: 600 }, 'completed');
    await t.db.updateTable('courses').set({ post_test_rule: 'first' }).where('id', '=', course.id).execute();
    await taking.start(quiz.id, learner.headers);
    clock.advance(20);
    const failed = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { zero: '0', one: '1' }),
    });
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      counted_as: 'posttest',
      next_attempt_at: null,
    });
    const row = await t.db
      .selectFrom('quiz_attempts')
      .select('next_attempt_at')
      .where('id', '=', failed.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.next_attempt_at).toBeNull();
    const again = await taking.start(quiz.id, learner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This course counts your first post-test, and you have taken it: the post-test is not offered again.',
    );
  });

  it('has no cooldown after a pass', async () => {
    const { quiz, learner } = await taking.courseQuiz({ cooldown_seconds: 600 }, 'completed');
    await taking.start(quiz.id, learner.headers);
    expect(
      (await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) })).json().data
        .next_attempt_at,
    ).toBeNull();
    expect((await taking.start(quiz.id, learner.headers)).statusCode).toBe(200);
  });

  it('follows no failed pretest: once the course is completed, the post-test opens at once', async () => {
    const { quiz, learner, enrolment } = await taking.courseQuiz({ cooldown_seconds: 600 });
    await taking.start(quiz.id, learner.headers);
    const pretest = await taking.submit(quiz.id, learner.headers, {
      answers: taking.answers(quiz, { zero: '0', one: '1' }),
    });
    expect(pretest.json().data).toMatchObject({ counted_as: 'pretest', next_attempt_at: null });
    await t.db
      .updateTable('enrolments')
      .set({ status: 'completed', completed_at: clock.now().toISOString() })
      .where('id', '=', enrolment.id)
      .execute();
    clock.advance(5);
    expect((await taking.start(quiz.id, learner.headers)).statusCode).toBe(200);
  });
});
