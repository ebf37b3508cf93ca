// One post-test counting rule per course (docs/design/adaptive.md §2 and §10), through the HTTP API: a study's
// rule becomes its courses' rule, and the course form cannot change it under the study; the rule freezes at the
// study's opening; a course whose post-tests are counted keeps its rule; the delayed post-test measures retention
// and never replaces the counted post-test, and once it is taken the post-test is closed. Before: the study
// counted by its own rule while the learner's pages, the certificate and User metrics counted by the course's,
// and switching an open study from `first` to `best` moved one arm's mean normalized change from 0.4579 to 0.5172.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import {
  type AdminQuizData,
  enrol,
  insertCourse,
  insertUnitWithObject,
  quizTaking,
} from '../../test/quizzes';
import { studyBody, takeTwoQuestionQuiz, twoQuestionQuiz } from '../../test/studies';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithTokens>>;
let clockNow = new Date('2026-03-02T09:00:00.000Z');

type Headers = Record<string, string>;
const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });
const ruleStudy = (courseIds: number[], rule: string) =>
  studyBody(courseIds, {
    title: 'Retention study',
    seed: 'rule-seed',
    delayed_posttest_days: 7,
    post_test_rule: rule,
  });

beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => clockNow } });
  admin = await userWithTokens(t, { role: 1 });
});
afterAll(async () => {
  await t.close();
});

/** A course with one learning object and a course quiz of two true/false questions (1 right = 50 %). */
async function courseWithQuiz(title: string) {
  const course = await insertCourse(t, { title });
  // An online course needs its meeting link for the course form to accept an edit.
  await t.db
    .updateTable('courses')
    .set({ link: 'https://meet.parcours.test/room' })
    .where('id', '=', course.id)
    .execute();
  await insertUnitWithObject(t, course.id, 'Means');
  return { id: course.id, quiz: await twoQuestionQuiz(t, admin.headers, course.id) };
}

const takeQuiz = (quiz: AdminQuizData, headers: Headers, right: 0 | 1 | 2) =>
  takeTwoQuestionQuiz(t, admin.headers, quiz, headers, right);

const courseRule = async (id: number) =>
  (await t.db.selectFrom('courses').select('post_test_rule').where('id', '=', id).executeTakeFirstOrThrow())
    .post_test_rule;

const updateCourse = (id: number, payload: Record<string, unknown>, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/update-course/${id}`, headers, payload });

describe('one counting rule per course', () => {
  let course: Awaited<ReturnType<typeof courseWithQuiz>>;
  let studyId: number;

  it('gives the study’s rule to its courses; the course form cannot change it under the study', async () => {
    course = await courseWithQuiz('Statistics');
    expect(await courseRule(course.id)).toBe('first');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: json(admin.headers),
      payload: ruleStudy([course.id], 'best'),
    });
    expect(created.statusCode, created.body).toBe(201);
    studyId = created.json().data.id;
    expect(await courseRule(course.id)).toBe('best');

    const refused = await updateCourse(course.id, { post_test_rule: 'latest' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The course “Statistics” is in a draft or open study: its post-test rule is the study’s, set in the study.',
    );
    const fr = await updateCourse(
      course.id,
      { post_test_rule: 'latest' },
      { ...admin.headers, 'accept-language': 'fr' },
    );
    expect(fr.json().message).toBe(
      'Le cours « Statistics » fait partie d’une étude en préparation ou ouverte : sa règle de post-test est celle de l’étude, à régler dans l’étude.',
    );
    // The same rule sent again, as the course form does with every field, is no change.
    expect((await updateCourse(course.id, { post_test_rule: 'best', title: 'Statistics' })).statusCode).toBe(
      200,
    );
    expect(await courseRule(course.id)).toBe('best');

    // While a draft, the study may change its rule, and its course follows.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(admin.headers),
      payload: { post_test_rule: 'latest' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await courseRule(course.id)).toBe('latest');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(admin.headers),
      payload: { post_test_rule: 'best' },
    });
    expect(await courseRule(course.id)).toBe('best');
  });

  it('freezes the rule, the conditions and the seed at the study’s opening', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/open`,
      headers: admin.headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    for (const payload of [
      { post_test_rule: 'first' },
      { seed: 'another-seed' },
      {
        conditions: [
          { condition: 'adaptive', weight: 1 },
          { condition: 'level_only', weight: 1 },
        ],
      },
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/studies/${studyId}`,
        headers: json(admin.headers),
        payload,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This study has opened: its post-test rule, conditions, allocation seed and pre-registered plan stay as they were at opening.',
      );
    }
    // Unchanged values and other settings still go through.
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${studyId}`,
      headers: json(admin.headers),
      payload: { post_test_rule: 'best', description: 'Retention after a week' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await courseRule(course.id)).toBe('best');
  });

  it('counts the best post-test, then the delayed post-test measures retention and closes the post-test', async () => {
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, course.id);
    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/consent`,
      headers: json(learner.headers),
      payload: { decision: 'accept', consent_version: 1 },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect((await takeQuiz(course.quiz, learner.headers, 1)).json().data.counted_as).toBe('pretest');
    clockNow = new Date('2026-03-03T10:00:00.000Z');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/user/complete-course/${course.id}`,
      headers: learner.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    const gains = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/courses/${course.id}/gains`,
          headers: learner.headers,
        })
      ).json().data;

    // 50 %, then 100 %: the best counts.
    const first = (await takeQuiz(course.quiz, learner.headers, 1)).json().data;
    expect(first.counted_as).toBe('posttest');
    clockNow = new Date('2026-03-04T10:00:00.000Z');
    const best = (await takeQuiz(course.quiz, learner.headers, 2)).json().data;
    expect(best.counted_as).toBe('posttest');
    expect(await gains()).toMatchObject({
      post_test_rule: 'best',
      post_test_percentage: 100,
      post_test_next: 'if_better',
    });

    // Completed 2026-03-03T10:00 with a 7-day delay: due 2026-03-10T10:00.
    clockNow = new Date('2026-03-10T10:00:00.000Z');
    expect((await gains()).post_test_next).toBe('delayed');
    const delayed = (await takeQuiz(course.quiz, learner.headers, 0)).json().data;
    expect(delayed).toMatchObject({ kind: 'posttest', counted_as: null, percentage: 0 });
    const enrolment = await t.db
      .selectFrom('enrolments')
      .select('posttest_attempt_id')
      .where('user_id', '=', learner.row.id)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(enrolment.posttest_attempt_id).toBe(best.id);
    expect(await gains()).toMatchObject({ post_test_percentage: 100, post_test_next: 'closed' });
    const again = await quizTaking(t, admin.headers).start(course.quiz.id, learner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have taken the delayed post-test of this course: the post-test is not offered again.',
    );

    // The study reads the same counted post-test: pre 50, post 100 for this participant.
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/studies/${studyId}/dashboard`,
      headers: admin.headers,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const arms = dashboard.json().data.conditions as { n: number; post: { mean: number | null } }[];
    const withPost = arms.filter((a) => a.post.mean !== null);
    expect(withPost.map((a) => a.post.mean)).toEqual([100]);
  });

  it('keeps the rule of a course whose post-tests are counted', async () => {
    const other = await courseWithQuiz('Geometry');
    const learner = await userWithTokens(t);
    await enrol(t, learner.row.id, other.id);
    await takeQuiz(other.quiz, learner.headers, 1);
    await t.app.inject({
      method: 'POST',
      url: `/api/user/complete-course/${other.id}`,
      headers: learner.headers,
    });
    expect((await takeQuiz(other.quiz, learner.headers, 2)).json().data.counted_as).toBe('posttest');
    const refused = await updateCourse(other.id, { post_test_rule: 'best' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'Post-tests of the course “Geometry” are already counted by its rule: its post-test rule can no longer change.',
    );
    expect(await courseRule(other.id)).toBe('first');
    // A study of it must use its rule.
    const study = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: json(admin.headers),
      payload: ruleStudy([other.id], 'latest'),
    });
    expect(study.statusCode).toBe(409);
    expect(await courseRule(other.id)).toBe('first');
  });
});
