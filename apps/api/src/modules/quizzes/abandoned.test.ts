// An attempt never submitted (docs/design/adaptive.md §2): left open past its time limit and the grace, or left
// open as the pretest when the post-test starts, it is closed as `expired` with no submission time, no score and
// no late flag (late belongs to a submission after the grace). The reports count it as an attempt and as an
// expired one; the learner's list dates it by its start. Times are the test clock's, written out by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { appPerFile } from '../../test/helpers';
import { quizDesk } from '../../test/quizzes';

const clock = manualClock('2025-03-01T10:00:00.000Z');
const t = appPerFile({}, { clock });
const { admin, taking } = quizDesk(t);
beforeEach(() => {
  clock.set('2025-03-01T10:00:00.000Z');
});

const attemptRow = (id: number) =>
  t.db.selectFrom('quiz_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an attempt never submitted', () => {
  it('left open past its time: expired, without a submission time, a score or the late flag', async () => {
    const { quiz, learner, course } = await taking.courseQuiz({
      time_limit_seconds: 60,
      cooldown_seconds: 600,
    });
    // Started at 10:00:00; the limit ends at 10:01:00 and the grace at 10:01:30. Never submitted.
    const first = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    expect(first.started_at).toBe('2025-03-01T10:00:00.000Z');
    clock.set('2025-03-01T11:00:00.000Z');
    const next = await taking.start(quiz.id, learner.headers);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.last_result).toMatchObject({
      id: first.id,
      status: 'expired',
      late: false,
      score: null,
      percentage: null,
      submitted_at: null,
      next_attempt_at: null,
    });
    expect(await attemptRow(first.id)).toMatchObject({
      status: 'expired',
      late: 0,
      score: null,
      percentage: null,
      submitted_at: null,
      started_at: '2025-03-01T10:00:00.000Z',
      // The whole time limit was spent.
      time_spent: 60,
    });

    // The reports: one attempt of the course quiz, expired, without a mean score (it has none).
    const figures = await t.db
      .selectFrom('learner_course_figures')
      .selectAll()
      .where('user_id', '=', learner.row.id)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(figures).toMatchObject({
      attempts: 1,
      course_quiz_attempts: 1,
      learning_object_attempts: 0,
      expired_attempts: 1,
      average_score: null,
    });
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quiz-attempt?course_id=${course.id}`,
      headers: admin.headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toEqual([
      expect.objectContaining({
        attempts: 1,
        course_quiz_attempts: 1,
        expired_attempts: 1,
        average_score: null,
      }),
    ]);
    // The learner's own list shows it as expired, dated by its start.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/quiz-scores',
      headers: learner.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id: first.id,
        status: 'expired',
        late: false,
        score: null,
        created_at: '2025-03-01T10:00:00.000Z',
      }),
    ]);
  });

  it('left open as the pretest when the post-test starts: expired without a submission time either', async () => {
    const { quiz, learner, enrolment } = await taking.courseQuiz();
    const pretest = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    // The course is completed meanwhile (as the enrolments module records it), so the next start is the post-test.
    await t.db
      .updateTable('enrolments')
      .set({ status: 'completed' })
      .where('id', '=', enrolment.id)
      .execute();
    clock.set('2025-03-01T10:20:00.000Z');
    const post = await taking.start(quiz.id, learner.headers);
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().data.quiz.kind).toBe('posttest');
    expect(await attemptRow(pretest.id)).toMatchObject({
      kind: 'pretest',
      status: 'expired',
      late: 0,
      score: null,
      submitted_at: null,
      started_at: '2025-03-01T10:00:00.000Z',
    });
  });

  it('a submission after the grace stays late, with its submission time', async () => {
    const { quiz, learner } = await taking.courseQuiz({ time_limit_seconds: 60 });
    const attempt = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    clock.set('2025-03-01T10:01:31.000Z');
    const res = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(res.json().data).toMatchObject({
      status: 'expired',
      late: true,
      submitted_at: '2025-03-01T10:01:31.000Z',
    });
    expect(await attemptRow(attempt.id)).toMatchObject({
      status: 'expired',
      late: 1,
      submitted_at: '2025-03-01T10:01:31.000Z',
    });
  });
});
