// The enrolment's life through the API (docs/design/adaptive.md §2 and §4), each test one scenario that gave
// wrong figures before: content opened before any pretest, a course completed without any work, the post-test
// counted as the latest retake, a retake moving the figures of an issued certificate, and a pretest opened
// before completing stored as a pretest after it. The course quiz is sampleQuiz(): 3 questions, pass mark 60,
// so 1 right = 33.33 %, 2 right = 66.67 %, 3 right = 100 %.
import type { PostTestRule } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/clock';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { adaptiveCourse, type CourseOptions, enrolAt, takeLoQuiz } from '../../test/learning-paths';
import { type AdminQuizData, quizTaking, sampleQuiz } from '../../test/quizzes';

let t: TestApp;
let adminHeaders: Record<string, string>;
let taking: ReturnType<typeof quizTaking>;
const clock = manualClock('2030-05-01T08:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  adminHeaders = (await userWithTokens(t, { role: 1 })).headers;
  taking = quizTaking(t, adminHeaders);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });

/** The adaptive course (units basic, intermediate, advanced) with a course quiz, and an enrolled learner. */
async function course(opts: CourseOptions & { rule?: PostTestRule } = {}) {
  const c = await adaptiveCourse(t, adminHeaders, { contentRequiresPretest: true, ...opts });
  if (opts.rule)
    await t.db
      .updateTable('courses')
      .set({ post_test_rule: opts.rule })
      .where('id', '=', c.course.id)
      .execute();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/course-quiz/${c.course.id}`,
    headers: adminHeaders,
    payload: sampleQuiz({ time_limit_seconds: 600 }),
  });
  const quiz: AdminQuizData = res.json().data;
  const learner = await userWithTokens(t);
  const enrolment = await enrolAt(t, learner.row.id, c.course.id, null);
  return { c, quiz, learner, enrolment };
}

/** Takes the course quiz with `right` of its 3 questions right, `seconds` after opening it. */
async function courseQuiz(quiz: AdminQuizData, headers: Headers, right: 0 | 1 | 2 | 3, seconds = 60) {
  const start = await taking.start(quiz.id, headers);
  if (start.statusCode !== 200) return start;
  clock.advance(seconds);
  const answers = taking.answers(quiz, {
    qcm: right >= 1 ? undefined : [],
    zero: right >= 2 ? '1' : '0',
    one: right >= 3 ? '0' : '1',
  });
  return taking.submit(quiz.id, headers, { answers });
}

const enrolmentRow = (id: number) =>
  t.db.selectFrom('enrolments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the pretest opens the course', () => {
  it('keeps the content and learning-object quizzes closed until the pretest, then sets the level with its reason', async () => {
    // Before: 8 learning-object attempts, then a "pretest" of 100 %.
    const { c, quiz, learner, enrolment } = await course();
    // Only the course and its quiz (to take as the pretest) are sent: no unit, no learning object.
    const content = await get(`/api/courses/${c.course.id}/content`, learner.headers);
    expect(content.statusCode).toBe(200);
    expect(content.json().data).toEqual({
      course: { id: c.course.id, title: 'Adaptive fractions' },
      quiz: { id: quiz.id, is_passed: false, questions_count: 3 },
      waits_for_pretest: true,
      units: [],
    });
    const loQuiz = await taking.start(c.quizzes.ideas.id, learner.headers);
    expect(loQuiz.statusCode).toBe(409);
    expect(loQuiz.json().message).toBe('Take the pretest first: the course content opens once it is done.');
    const fr = await taking.start(c.quizzes.ideas.id, { ...learner.headers, 'accept-language': 'fr' });
    expect(fr.json().message).toBe("Passez d'abord le prétest : le contenu du cours s'ouvre ensuite.");
    expect(
      (await post(`/api/user/learning-objects/${c.los.theory.id}/opened`, learner.headers)).statusCode,
    ).toBe(409);
    expect((await post(`/api/user/complete-course/${c.course.id}`, learner.headers)).statusCode).toBe(409);
    const stored = await t.db
      .selectFrom('quiz_attempts')
      .select('id')
      .where('user_id', '=', learner.row.id)
      .execute();
    expect(stored).toEqual([]);

    const pre = await courseQuiz(quiz, learner.headers, 2);
    expect(pre.statusCode).toBe(200);
    const result = pre.json().data;
    // 2 of 3 = 66.67 %: 40 <= p < 70, intermediate; the result never says which questions were right.
    expect(result).toMatchObject({
      kind: 'pretest',
      percentage: 66.67,
      counted_as: 'pretest',
      level: 'intermediate',
      level_reason:
        'Your pretest score is 66.6 %, from 40 % to under 70 %: you start at the intermediate level.',
    });
    expect(result).not.toHaveProperty('answers');
    expect(await enrolmentRow(enrolment.id)).toMatchObject({
      pretest_attempt_id: result.id,
      level: 'intermediate',
    });
    const opened = (await get(`/api/courses/${c.course.id}/content`, learner.headers)).json().data;
    expect(opened.waits_for_pretest).toBe(false);
    expect(opened.units).toHaveLength(3);
    expect((await taking.start(c.quizzes.practice.id, learner.headers)).statusCode).toBe(200);
  });

  it('never reopens the pretest while the course is in progress', async () => {
    // Before: "Course quiz" reopened it; a 0 % placement said "Failed, you can try again" with the post-test's questions.
    const { quiz, learner, enrolment } = await course();
    const pre = (await courseQuiz(quiz, learner.headers, 0)).json().data;
    expect(pre).toMatchObject({ percentage: 0, level: 'basic', counted_as: 'pretest' });
    const again = await taking.start(quiz.id, learner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have taken the pretest. The course quiz opens again as the post-test once you complete the course.',
    );
    expect(await enrolmentRow(enrolment.id)).toMatchObject({ pretest_attempt_id: pre.id, level: 'basic' });
  });

  it('opens the content without a pretest when the course says so, with the level unset until one exists', async () => {
    const { c, quiz, learner, enrolment } = await course({ contentRequiresPretest: false });
    expect((await get(`/api/courses/${c.course.id}/content`, learner.headers)).statusCode).toBe(200);
    await takeLoQuiz(t, learner.headers, c.quizzes.ideas);
    expect(
      (await get(`/api/user/courses/${c.course.id}/path`, learner.headers)).json().data.level,
    ).toBeNull();
    const pre = (await courseQuiz(quiz, learner.headers, 3)).json().data;
    expect(pre).toMatchObject({ counted_as: 'pretest', level: 'advanced' });
    expect(await enrolmentRow(enrolment.id)).toMatchObject({ level: 'advanced', pretest_attempt_id: pre.id });
  });
});

describe('completion and progress', () => {
  it('completes only when every required learning object quiz is passed; progress counts objects without a quiz once opened', async () => {
    // Before: enrol, pretest, complete, post-test and certificate in under a second.
    const { c, quiz, learner, enrolment } = await course();
    await courseQuiz(quiz, learner.headers, 2);
    // Intermediate: Practice (quiz) and Theory (no quiz) are required; Ideas and Example are optional review.
    const refused = await post(`/api/user/complete-course/${c.course.id}`, learner.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Pass the quiz of every required learning object before completing the course (0 of 1 passed).',
    );
    // A failed attempt of Practice does not count: 0 of 2 done.
    await takeLoQuiz(t, learner.headers, c.quizzes.practice, [false, false, true]);
    const path0 = (await get(`/api/user/courses/${c.course.id}/path`, learner.headers)).json().data;
    expect(path0.progress).toMatchObject({ done: 0, total: 2, percent: 0 });
    clock.advance(3600);
    await takeLoQuiz(t, learner.headers, c.quizzes.practice);
    // Practice passed: 1 of 2 = 50 %, on the path, the mastery view and the stored enrolment alike.
    const path1 = (await get(`/api/user/courses/${c.course.id}/path`, learner.headers)).json().data;
    expect(path1.progress).toMatchObject({ done: 1, total: 2, percent: 50 });
    const mastery = (await get(`/api/user/courses/${c.course.id}/mastery`, learner.headers)).json().data;
    expect(mastery.progress).toEqual(path1.progress);
    expect((await enrolmentRow(enrolment.id)).progress).toBe(50);
    const opened = await post(`/api/user/learning-objects/${c.los.theory.id}/opened`, learner.headers);
    expect(opened.statusCode).toBe(200);
    // Theory opened: 2 of 2 = 100 %.
    expect(opened.json().data).toMatchObject({ done: 2, total: 2, percent: 100 });
    const enrolled = (await get('/api/user/enrolled-courses', learner.headers)).json().data;
    expect(enrolled.find((x: { id: number }) => x.id === c.course.id).enrolment.progress).toBe(100);

    const done = await post(`/api/user/complete-course/${c.course.id}`, learner.headers);
    expect(done.statusCode).toBe(200);
    expect(await enrolmentRow(enrolment.id)).toMatchObject({ status: 'completed' });
  });

  it('lets a course relax the quizzes rule', async () => {
    const { c, quiz, learner } = await course({ completionRequiresQuizzes: false });
    await courseQuiz(quiz, learner.headers, 1);
    expect((await post(`/api/user/complete-course/${c.course.id}`, learner.headers)).statusCode).toBe(200);
  });
});

describe('the post-test', () => {
  async function completed(rule?: PostTestRule) {
    const setup = await course({ completionRequiresQuizzes: false, rule });
    const pre = await courseQuiz(setup.quiz, setup.learner.headers, 1);
    const refusedPost = await taking.start(setup.quiz.id, setup.learner.headers);
    expect(refusedPost.statusCode).toBe(409);
    await post(`/api/user/complete-course/${setup.c.course.id}`, setup.learner.headers);
    return { ...setup, pre: pre.json().data };
  }
  const gains = async (courseId: number, headers: Headers) =>
    (await get(`/api/user/courses/${courseId}/gains`, headers)).json().data;

  it('counts the first post-test by default and never offers it again: 33.33 stays 33.33, no certificate', async () => {
    // Before: the latest counted, so 20 % then 80 % was reported as 80. Then: a failed first post-test (40 %),
    // a retake at 100 % after the cooldown; the retake was offered, ignored, and unlocked a certificate printing
    // 40 %.
    const { c, quiz, learner, enrolment } = await completed();
    // Before any post-test: the next one counts.
    expect(await gains(c.course.id, learner.headers)).toMatchObject({
      post_test_rule: 'first',
      post_test_passed: null,
      post_test_next: 'counts',
    });
    const first = (await courseQuiz(quiz, learner.headers, 1)).json().data;
    expect(first).toMatchObject({ kind: 'posttest', counted_as: 'posttest', level: null });
    expect(first).not.toHaveProperty('answers');
    // 1 right of 3 = 33.33 % under a pass mark of 60: failed, and closed.
    expect(await gains(c.course.id, learner.headers)).toMatchObject({
      post_test_percentage: 33.33,
      gain: 0,
      nlg: 0,
      post_test_rule: 'first',
      post_test_passed: false,
      post_test_score: 1,
      post_test_total: 3,
      post_test_next: 'closed',
    });
    clock.advance(7 * 24 * 3600);
    const retake = await courseQuiz(quiz, learner.headers, 3);
    expect(retake.statusCode).toBe(409);
    expect(retake.json().message).toBe(
      'This course counts your first post-test, and you have taken it: the post-test is not offered again.',
    );
    const fr = await taking.start(quiz.id, { ...learner.headers, 'accept-language': 'fr' });
    expect(fr.json().message).toBe(
      'Ce cours compte votre premier post-test, et vous l’avez passé : le post-test n’est plus proposé.',
    );
    // No attempt was opened by the refused starts.
    const posttests = await t.db
      .selectFrom('quiz_attempts')
      .select('id')
      .where('user_id', '=', learner.row.id)
      .where('kind', '=', 'posttest')
      .execute();
    expect(posttests).toEqual([{ id: first.id }]);
    expect(await enrolmentRow(enrolment.id)).toMatchObject({ posttest_attempt_id: first.id });
    const certificate = await post(`/api/user/certificates/${c.course.id}`, learner.headers);
    expect(certificate.statusCode).toBe(403);
    expect(certificate.json().message).toBe(
      'A certificate is issued once you have completed the course and passed the post-test it counts.',
    );
  });

  it('issues the certificate on the counted post-test only: a failed latest retake under `latest` earns none', async () => {
    // Before: any passed post-test unlocked the certificate, whatever the rule counted.
    const { c, quiz, learner } = await completed('latest');
    await courseQuiz(quiz, learner.headers, 3);
    expect(await gains(c.course.id, learner.headers)).toMatchObject({
      post_test_percentage: 100,
      post_test_passed: true,
      post_test_next: 'replaces',
    });
    // The retake replaces it: 33.33 %, failed.
    expect((await courseQuiz(quiz, learner.headers, 1)).json().data.counted_as).toBe('posttest');
    expect(await gains(c.course.id, learner.headers)).toMatchObject({
      post_test_percentage: 33.33,
      post_test_passed: false,
      post_test_score: 1,
      post_test_total: 3,
    });
    expect((await post(`/api/user/certificates/${c.course.id}`, learner.headers)).statusCode).toBe(403);
  });

  it('counts the best under `best`: 33.33, 100, 66.67 gives 100', async () => {
    const { c, quiz, learner } = await completed('best');
    await courseQuiz(quiz, learner.headers, 1);
    await courseQuiz(quiz, learner.headers, 3);
    const third = (await courseQuiz(quiz, learner.headers, 2)).json().data;
    expect(third.counted_as).toBeNull();
    // pre 33.33, post 100: gain 66.67, normalized change 66.67 / 66.67 = 1.
    const g = await gains(c.course.id, learner.headers);
    expect(g).toMatchObject({
      pre_test_percentage: 33.33,
      post_test_percentage: 100,
      nlg: 1,
      post_test_rule: 'best',
      post_test_passed: true,
      post_test_score: 3,
      post_test_total: 3,
      post_test_next: 'if_better',
    });
    expect(g.gain).toBeCloseTo(66.67, 10);
    // The first post-test failed (33.33 %), the counted best passed: the certificate prints the counted 100 %.
    const certificate = await post(`/api/user/certificates/${c.course.id}`, learner.headers);
    expect(certificate.statusCode).toBe(201);
    expect(certificate.json().data).toMatchObject({ pre_test_percentage: 33.33, post_test_percentage: 100 });
  });

  it('never changes an issued certificate, even when a retake moves the counted post-test under `latest`', async () => {
    // Before: a retake at 100 % moved NLG from 0.60 to 1.00 while the certificate kept 0.60 and the pages disagreed.
    const { c, quiz, learner } = await completed('latest');
    await courseQuiz(quiz, learner.headers, 2);
    const issued = await post(`/api/user/certificates/${c.course.id}`, learner.headers);
    expect(issued.statusCode).toBe(201);
    // pre 33.33, post 66.67: normalized change (66.67 - 33.33) / (100 - 33.33) = 33.34 / 66.67 = 0.50007...
    const certificate = issued.json().data;
    expect(certificate).toMatchObject({ pre_test_percentage: 33.33, post_test_percentage: 66.67 });
    expect(certificate.nlg).toBeCloseTo(33.34 / 66.67, 10);
    await courseQuiz(quiz, learner.headers, 3);
    expect((await gains(c.course.id, learner.headers)).post_test_percentage).toBe(100);
    const list = (await get('/api/user/certificates', learner.headers)).json().data;
    expect(list).toEqual([certificate]);
  });

  it('does not store a pretest opened before completing as the pretest or the post-test', async () => {
    // Before: opened as the pretest, then the course completed, then "Take the post-test" stored it as a pretest.
    const { c, quiz, learner, enrolment } = await course({
      contentRequiresPretest: false,
      completionRequiresQuizzes: false,
    });
    const stale = (await taking.start(quiz.id, learner.headers)).json().data.attempt;
    await post(`/api/user/complete-course/${c.course.id}`, learner.headers);
    const sent = await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(
      'This attempt was started before you completed the course and no longer counts. Open the post-test to take it.',
    );
    const row = await t.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', stale.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', score: null });
    const postTest = await taking.start(quiz.id, learner.headers);
    expect(postTest.json().data.quiz.kind).toBe('posttest');
    clock.advance(30);
    const result = (await taking.submit(quiz.id, learner.headers, { answers: taking.answers(quiz) })).json()
      .data;
    expect(result).toMatchObject({ kind: 'posttest', counted_as: 'posttest' });
    expect(await enrolmentRow(enrolment.id)).toMatchObject({
      pretest_attempt_id: null,
      posttest_attempt_id: result.id,
    });
  });
});
