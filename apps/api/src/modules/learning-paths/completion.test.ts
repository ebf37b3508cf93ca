// Completing a course, the post-test that follows, learning gains on hand-computed attempts, "My program", and
// the admin's read-only adaptive view of a learner.
import type { QuizKind, StoredAttemptStatus } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { adaptiveCourse, enrolAt, masterByQuiz } from '../../test/learning-paths';
import { insertStyleResult, sensingActivePlan } from '../../test/learning-style';
import { insertCourse, quizTaking } from '../../test/quizzes';
import { refreshLearnerCourseFigures } from '../dashboards/figures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
const clock = manualClock('2030-03-01T10:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

const complete = (headers: Record<string, string>, courseId: number, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/complete-course/${courseId}`,
    headers: { ...headers, 'accept-language': lang },
  });
const getGains = (headers: Record<string, string>, courseId: number) =>
  t.app.inject({ method: 'GET', url: `/api/user/courses/${courseId}/gains`, headers });

async function quizRow(courseId: number) {
  return t.db
    .insertInto('quizzes')
    .values({
      course_id: courseId,
      learning_object_id: null,
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Writes attempts a second apart; the first pretest and the first post-test are recorded on the enrolment as
 * the enrolments module does under the default rule.
 */
async function attempts(
  userId: number,
  courseId: number,
  list: {
    kind: QuizKind;
    percentage: number;
    time: number;
    status: StoredAttemptStatus;
    submitted?: boolean;
  }[],
) {
  const quiz = await quizRow(courseId);
  const ids: number[] = [];
  for (const a of list) {
    clock.advance(1);
    const at = clock.now().toISOString();
    const row = await t.db
      .insertInto('quiz_attempts')
      .values({
        quiz_id: quiz.id,
        user_id: userId,
        course_id: courseId,
        learning_object_id: null,
        kind: a.kind,
        status: a.submitted === false ? 'started' : a.status,
        score: a.submitted === false ? null : Math.round(a.percentage),
        total_score_possible: a.submitted === false ? null : 100,
        percentage: a.submitted === false ? null : a.percentage,
        time_spent: a.submitted === false ? null : a.time,
        started_at: at,
        submitted_at: a.submitted === false ? null : at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const firstPretest = list.findIndex((a) => a.kind === 'pretest' && a.submitted !== false);
  if (firstPretest >= 0) {
    await t.db
      .updateTable('enrolments')
      .set({ pretest_attempt_id: ids[firstPretest] })
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();
  }
  const firstPosttest = list.findIndex((a) => a.kind === 'posttest' && a.submitted !== false);
  if (firstPosttest >= 0) {
    await t.db
      .updateTable('enrolments')
      .set({ posttest_attempt_id: ids[firstPosttest] })
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();
  }
  // As the quizzes module does in the transaction of each attempt: the reports read these figures.
  await refreshLearnerCourseFigures(t.db, userId, courseId);
}

describe('POST /api/user/complete-course/{courseId}', () => {
  it('completes the enrolment once; the course quiz is then the post-test', async () => {
    const { courseQuiz, answers, start, submit } = quizTaking(t, admin.headers);
    const { course, quiz, learner, enrolment } = await courseQuiz();

    // Pretest: one right answer of three, 40 seconds.
    const pre = await start(quiz.id, learner.headers);
    expect(pre.json().data.quiz.kind).toBe('pretest');
    clock.advance(40);
    const preResult = await submit(quiz.id, learner.headers, {
      answers: answers(quiz, { qcm: [quiz.questions[0].answers[1].id], one: '1' }),
    });
    expect(preResult.json().data.score).toBe(1);

    clock.advance(600);
    const res = await complete(learner.headers, course.id);
    expect(res.statusCode).toBe(200);
    const completedAt = clock.now().toISOString();
    expect(res.json()).toEqual({
      data: { course_id: course.id, status: 'completed', completed_at: completedAt },
      message: 'The course is completed. The course quiz now counts as your post-test.',
    });
    clock.advance(60);
    const again = await complete(learner.headers, course.id, 'fr');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.completed_at).toBe(completedAt);
    expect(again.json().message).toBe(
      'Le cours est terminé. Le quiz du cours compte désormais comme votre post-test.',
    );
    const row = await t.db
      .selectFrom('enrolments')
      .selectAll()
      .where('id', '=', enrolment.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', completed_at: completedAt, level: 'basic' });

    // Post-test: all right, 25 seconds.
    const post = await start(quiz.id, learner.headers);
    expect(post.json().data.quiz.kind).toBe('posttest');
    clock.advance(25);
    await submit(quiz.id, learner.headers, { answers: answers(quiz) });

    const gains = await getGains(learner.headers, course.id);
    expect(gains.statusCode).toBe(200);
    const g = gains.json().data;
    expect(g.pre_test_percentage).toBeCloseTo(100 / 3, 1);
    expect(g.post_test_percentage).toBe(100);
    expect(g.gain).toBeCloseTo(100 - g.pre_test_percentage, 10);
    expect(g.nlg).toBe(1);
    expect(g.time_spent).toBe(65);
    expect(g.min_time).toBe(25);
  });

  it('answers 403 when not enrolled and 404 for a missing course', async () => {
    const course = await insertCourse(t);
    const learner = await userWithTokens(t);
    const res = await complete(learner.headers, course.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not enrolled in this course.');
    const missing = await complete(learner.headers, 999999);
    expect(missing.statusCode).toBe(404);
    expect((await complete(admin.headers, course.id)).statusCode).toBe(403);
  });
});

describe('gains and My program', () => {
  it('computes gain and NLG from the first pretest and the counted post-test (the first by default)', async () => {
    const learner = await userWithTokens(t);
    const courses = {
      up: await insertCourse(t, { title: 'Up' }),
      down: await insertCourse(t, { title: 'Down' }),
      full: await insertCourse(t, { title: 'Full' }),
      preOnly: await insertCourse(t, { title: 'Pre only' }),
      nothing: await insertCourse(t, { title: 'Nothing' }),
    };
    for (const [key, course] of Object.entries(courses)) {
      const status = key === 'preOnly' || key === 'nothing' ? 'enrolled' : 'completed';
      await t.db
        .insertInto('enrolments')
        .values({
          user_id: learner.row.id,
          course_id: course.id,
          status,
          enrolled_at: clock.now().toISOString(),
          completed_at: status === 'completed' ? clock.now().toISOString() : null,
        })
        .execute();
      clock.advance(1);
    }
    await attempts(learner.row.id, courses.up.id, [
      { kind: 'pretest', percentage: 40, time: 100, status: 'failed' },
      { kind: 'pretest', percentage: 60, time: 80, status: 'passed' },
      { kind: 'posttest', percentage: 70, time: 50, status: 'passed' },
      { kind: 'posttest', percentage: 55, time: 90, status: 'passed' },
      { kind: 'posttest', percentage: 0, time: 0, status: 'started', submitted: false },
      { kind: 'learning_object', percentage: 100, time: 500, status: 'passed' },
    ]);
    await attempts(learner.row.id, courses.down.id, [
      { kind: 'pretest', percentage: 80, time: 30, status: 'passed' },
      { kind: 'posttest', percentage: 60, time: 20, status: 'passed' },
    ]);
    await attempts(learner.row.id, courses.full.id, [
      { kind: 'pretest', percentage: 100, time: 10, status: 'passed' },
      { kind: 'posttest', percentage: 100, time: 12, status: 'passed' },
    ]);
    await attempts(learner.row.id, courses.preOnly.id, [
      { kind: 'pretest', percentage: 30, time: 45, status: 'failed' },
    ]);

    const up = (await getGains(learner.headers, courses.up.id)).json().data;
    // pre = the first pretest (40), post = the first post-test (70, not the later 55): gain 30,
    // NLG 30 / (100 - 40) = 0.5; time over every submitted attempt, the learning-object quiz's too; the shortest
    // passed course quiz.
    expect(up).toEqual({
      course_id: courses.up.id,
      pre_test_percentage: 40,
      post_test_percentage: 70,
      gain: 30,
      nlg: 0.5,
      time_spent: 100 + 80 + 50 + 90 + 500,
      min_time: 50,
      versions_differ: false,
      // The counted post-test (the first, 70 %, passed) and its marks; under `first` it is not offered again.
      post_test_rule: 'first',
      post_test_passed: true,
      post_test_score: 70,
      post_test_total: 100,
      post_test_next: 'closed',
    });
    // A loss: (60 - 80) / 80.
    expect((await getGains(learner.headers, courses.down.id)).json().data).toMatchObject({
      gain: -20,
      nlg: -0.25,
    });
    // 100 then 100: no change was possible, so no NLG.
    expect((await getGains(learner.headers, courses.full.id)).json().data).toMatchObject({
      gain: 0,
      nlg: null,
    });
    expect((await getGains(learner.headers, courses.preOnly.id)).json().data).toEqual({
      course_id: courses.preOnly.id,
      pre_test_percentage: 30,
      post_test_percentage: null,
      gain: null,
      nlg: null,
      time_spent: 45,
      min_time: null,
      versions_differ: false,
      // Not completed: no post-test yet, nothing to offer.
      post_test_rule: 'first',
      post_test_passed: null,
      post_test_score: null,
      post_test_total: null,
      post_test_next: null,
    });
    expect((await getGains(learner.headers, courses.nothing.id)).json().data).toEqual({
      course_id: courses.nothing.id,
      pre_test_percentage: null,
      post_test_percentage: null,
      gain: null,
      nlg: null,
      time_spent: null,
      min_time: null,
      versions_differ: false,
      post_test_rule: 'first',
      post_test_passed: null,
      post_test_score: null,
      post_test_total: null,
      post_test_next: null,
    });

    const program = await t.app.inject({
      method: 'GET',
      url: '/api/user/completed-courses',
      headers: learner.headers,
    });
    expect(program.statusCode).toBe(200);
    const body = program.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 9, total: 3 });
    // Newest enrolment first: full, down, up.
    expect(body.data.map((c: { title: string }) => c.title)).toEqual(['Full', 'Down', 'Up']);
    expect(body.data[2].enrolment.status).toBe('completed');
    expect(body.data[2].gains).toEqual(up);
    expect(body.data[1].gains.nlg).toBe(-0.25);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/user/completed-courses?page=3&per_page=1',
      headers: learner.headers,
    });
    expect(page.json().data.map((c: { title: string }) => c.title)).toEqual(['Up']);
    expect(page.json().meta).toEqual({ current_page: 3, per_page: 1, total: 3 });
  });
});

describe('GET /api/admin/learners/{userId}/courses/{courseId}/adaptive', () => {
  it('shows the result, level, path, mastery and gains a learner’s course is built from', async () => {
    const c = await adaptiveCourse(t, admin.headers);
    const learner = await userWithTokens(t);
    await enrolAt(t, learner.row.id, c.course.id, 'basic');
    await insertStyleResult(t, learner.row.id, sensingActivePlan);
    await masterByQuiz(t, learner.headers, c.quizzes.example);
    const own = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/courses/${c.course.id}/path`,
        headers: learner.headers,
      })
    ).json().data;

    const url = `/api/admin/learners/${learner.row.id}/courses/${c.course.id}/adaptive`;
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.learner).toEqual({ id: learner.row.id, first_name: 'Ada', last_name: 'Lovelace' });
    expect(view.course).toEqual({ id: c.course.id, title: 'Adaptive fractions' });
    expect(view.level).toBe('basic');
    expect(view.result.dimensions.map((d: { category: string }) => d.category)).toEqual([
      'active',
      'sensing',
      'visual',
      'sequential',
    ]);
    expect(view.path).toEqual(own);
    // One of the four required objects done (Example's quiz passed), and estimated mastered.
    expect(view.mastery.progress).toEqual({ done: 1, total: 4, percent: 25, mastered: 1 });
    expect(view.gains.pre_test_percentage).toBeNull();

    const fr = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...admin.headers, 'accept-language': 'fr' },
    });
    expect(fr.json().data.path.steps[1].reasons[0].text).toMatch(/^Les exemples concrets/);

    expect((await t.app.inject({ method: 'GET', url, headers: learner.headers })).statusCode).toBe(403);
    const stranger = await userWithTokens(t);
    const notEnrolled = await t.app.inject({
      method: 'GET',
      url: `/api/admin/learners/${stranger.row.id}/courses/${c.course.id}/adaptive`,
      headers: admin.headers,
    });
    expect(notEnrolled.statusCode).toBe(404);
    expect(notEnrolled.json().message).toBe('This learner is not enrolled in this course.');
    const noUser = await t.app.inject({
      method: 'GET',
      url: `/api/admin/learners/999999/courses/${c.course.id}/adaptive`,
      headers: admin.headers,
    });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe('User not found');
  });
});
