// Recommendations over HTTP (docs/design/adaptive.md §6) on a fixture whose scores are worked out by hand: subject,
// level fit in the measured field, at least five peers with a similar style and their normalized change,
// popularity; the catalogue rules; at most six; empty, never an error.
import type { EnrolmentStatus, LearnerLevel, QuizKind, UnitType } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import {
  insertStyleResult,
  intuitiveReflectivePlan,
  type StylePlan,
  sensingActivePlan,
} from '../../test/learning-style';
import { refreshLearnerCourseFigures } from '../dashboards/figures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => new Date().toISOString();

async function category(title: string, parentId: number | null = null) {
  const row = await t.db
    .insertInto('categories')
    .values({ title, parent_id: parentId, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface CourseAttrs {
  title: string;
  categoryId: number;
  subcategoryId: number | null;
  subscribers?: number;
  units?: UnitType[];
  isActive?: number;
  isOffline?: number;
  isPublic?: number;
  deleted?: boolean;
}

async function course(a: CourseAttrs) {
  const row = await t.db
    .insertInto('courses')
    .values({
      title: a.title,
      description: `About ${a.title}`,
      category_id: a.categoryId,
      subcategory_id: a.subcategoryId,
      facilitator: 'Emmy Noether',
      subscribers_count: a.subscribers ?? 0,
      is_active: a.isActive ?? 1,
      is_offline: a.isOffline ?? 0,
      is_public: a.isPublic ?? 1,
      created_at: now(),
      updated_at: now(),
      deleted_at: a.deleted ? now() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, type] of (a.units ?? []).entries()) {
    await t.db
      .insertInto('educational_units')
      .values({
        course_id: row.id,
        title: `${type} unit`,
        type,
        position: i,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
  }
  return row.id;
}

function enrol(
  userId: number,
  courseId: number,
  extra: { level?: LearnerLevel; status?: EnrolmentStatus } = {},
) {
  return t.db
    .insertInto('enrolments')
    .values({
      user_id: userId,
      course_id: courseId,
      status: extra.status ?? 'enrolled',
      level: extra.level ?? null,
      enrolled_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A learner with `plan` who took the course's pretest (`pre`%) and post-test (`post`%). */
async function peer(
  plan: StylePlan,
  courseId: number,
  pre: number,
  post: number,
  status: EnrolmentStatus = 'completed',
) {
  const user = await userWithTokens(t);
  await insertStyleResult(t, user.row.id, plan);
  const enrolment = await enrol(user.row.id, courseId, { status });
  const quiz = await t.db
    .insertInto('quizzes')
    .values({ course_id: courseId, learning_object_id: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attempt = (kind: QuizKind, percentage: number) =>
    t.db
      .insertInto('quiz_attempts')
      .values({
        quiz_id: quiz.id,
        user_id: user.row.id,
        course_id: courseId,
        kind,
        status: 'passed',
        score: percentage,
        total_score_possible: 100,
        percentage,
        time_spent: 60,
        started_at: now(),
        submitted_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const preAttempt = await attempt('pretest', pre);
  const postAttempt = await attempt('posttest', post);
  // Counted on the enrolment, as the enrolments module records them.
  await t.db
    .updateTable('enrolments')
    .set({ pretest_attempt_id: preAttempt.id, posttest_attempt_id: postAttempt.id })
    .where('id', '=', enrolment.id)
    .execute();
  await refreshLearnerCourseFigures(t.db, user.row.id, courseId);
  return user;
}

const recommended = (headers: Record<string, string>, courseId: number, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/recommended-courses/${courseId}`,
    headers: { ...headers, 'accept-language': lang },
  });

describe('GET /api/user/recommended-courses/{id}', () => {
  it('ranks open courses by subject, level fit, similar peers’ gains and popularity', async () => {
    const k = await category('Mathematics');
    const s1 = await category('Fractions', k);
    const s2 = await category('Geometry', k);
    const m = await category('Languages');
    const s3 = await category('Writing', m);

    const current = await course({ title: 'Current', categoryId: k, subcategoryId: s1, units: ['basic'] });
    const sameSub = await course({
      title: 'Same subject',
      categoryId: k,
      subcategoryId: s1,
      subscribers: 10,
    });
    const sameCat = await course({ title: 'Same field', categoryId: k, subcategoryId: s2 });
    const levelFit = await course({
      title: 'Level fit',
      categoryId: k,
      subcategoryId: s2,
      units: ['intermediate'],
    });
    // Intermediate units too, but in another field than the one the level was measured in.
    const otherField = await course({
      title: 'Other field',
      categoryId: m,
      subcategoryId: s3,
      units: ['intermediate'],
    });
    const onlyPopular = await course({
      title: 'Only popular',
      categoryId: m,
      subcategoryId: s3,
      subscribers: 50,
      units: ['advanced'],
    });
    const enrolled = await course({ title: 'Enrolled', categoryId: k, subcategoryId: s1 });
    await course({ title: 'Inactive', categoryId: k, subcategoryId: s1, isActive: 0 });
    await course({ title: 'Offline', categoryId: k, subcategoryId: s1, isOffline: 1 });
    await course({ title: 'Private', categoryId: k, subcategoryId: s1, isPublic: 0 });
    await course({ title: 'Deleted', categoryId: k, subcategoryId: s1, deleted: true });
    const selected = await course({ title: 'Private for me', categoryId: k, subcategoryId: s1, isPublic: 0 });

    const learner = await userWithTokens(t);
    await insertStyleResult(t, learner.row.id, sensingActivePlan);
    await enrol(learner.row.id, current, { level: 'intermediate' });
    await enrol(learner.row.id, enrolled);
    await t.db
      .insertInto('course_selected_users')
      .values({ course_id: selected, user_id: learner.row.id })
      .execute();

    // The learner's signed scores are [11, 11, 11, 11]; a visual score of 5 instead of 11 is at distance 6,
    // similarity 1 - 6/44 = 38/44. Five similar peers completed "Other field":
    // NLG (90-50)/50 = 0.8, (60-20)/80 = 0.5, (70-40)/60 = 0.5 at similarity 1; (50-0)/100 = 0.5 and
    // (60-80)/80 = -0.25 at 38/44. Weighted mean (1.8 + (38/44) * 0.25) / (3 + 2 * 38/44) = 88.7 / 208 = 0.42644...
    const similar = { ...sensingActivePlan, input: ['visual', 8] } as StylePlan;
    await peer(sensingActivePlan, otherField, 50, 90);
    await peer(sensingActivePlan, otherField, 20, 60);
    await peer(sensingActivePlan, otherField, 40, 70);
    await peer(similar, otherField, 0, 50);
    await peer(similar, otherField, 80, 60);
    // An opposite peer (similarity 0) and an unfinished course give no evidence.
    await peer(intuitiveReflectivePlan, otherField, 50, 10);
    await peer(sensingActivePlan, otherField, 10, 100, 'enrolled');
    // Four similar peers who lost on "Same field" are too few to say anything.
    for (let i = 0; i < 4; i += 1) await peer(sensingActivePlan, sameCat, 100, 50);

    const res = await recommended(learner.headers, current);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const popularity = 0.1 * Math.log(11);
    // Same subject 1.0 + 0.1 ln(11) = 1.2398; level fit: same field 0.5 + level 0.5 = 1.0; private for me 1.0
    // (after by id); same field 0.5; other field: peers 0.42644 only.
    expect(data.map((r: { course: { id: number } }) => r.course.id)).toEqual([
      sameSub,
      levelFit,
      selected,
      sameCat,
      otherField,
    ]);
    expect(data.map((r: { score: number }) => r.score)).toEqual([
      expect.closeTo(1 + popularity, 10),
      expect.closeTo(1, 10),
      expect.closeTo(1, 10),
      expect.closeTo(0.5, 10),
      expect.closeTo(88.7 / 208, 10),
    ]);
    expect(data.map((r: { course: { id: number } }) => r.course.id)).not.toContain(onlyPopular);
    expect(data[0].course).toMatchObject({
      id: sameSub,
      title: 'Same subject',
      subcategory: { id: s1, title: 'Fractions' },
      is_subscribed: false,
      subscribed_users_count: 10,
    });
    expect(data[0].reasons).toEqual([
      {
        key: 'recommend.reason.sameSubcategory',
        params: {},
        text: 'On the same subject as your current course.',
        weight: 1,
      },
      {
        key: 'recommend.reason.popular',
        params: { subscribers: 10 },
        text: '10 learners follow this course.',
        weight: expect.closeTo(popularity, 10),
      },
    ]);
    expect(data[1].reasons.map((r: { key: string }) => r.key)).toEqual([
      'recommend.reason.sameCategory',
      'recommend.reason.levelFit',
    ]);
    expect(data[1].reasons[1]).toEqual({
      key: 'recommend.reason.levelFit',
      params: { level: 'intermediate' },
      text: 'It has units at your level.',
      weight: 0.5,
    });
    expect(data[3].reasons.map((r: { key: string }) => r.key)).toEqual(['recommend.reason.sameCategory']);
    expect(data[4].reasons).toEqual([
      {
        key: 'recommend.reason.peerGain',
        params: { nlg: 43, peers: 5 },
        text: expect.stringContaining('(5 learners)'),
        weight: expect.closeTo(88.7 / 208, 10),
      },
    ]);

    const fr = (await recommended(learner.headers, current, 'fr')).json().data;
    expect(fr[0].reasons[0].text).toBe('Sur le même sujet que votre cours actuel.');
  });

  it('shows at most six courses, ties to the lower id', async () => {
    const k = await category('Sciences');
    const s = await category('Physics', k);
    const current = await course({ title: 'Mechanics', categoryId: k, subcategoryId: s });
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1)
      ids.push(await course({ title: `Physics ${i}`, categoryId: k, subcategoryId: s }));
    const learner = await userWithTokens(t);
    await enrol(learner.row.id, current);
    const data = (await recommended(learner.headers, current)).json().data;
    expect(data.map((r: { course: { id: number } }) => r.course.id)).toEqual(ids.slice(0, 6));
  });

  it('answers an empty list when nothing fits, never an error', async () => {
    const k = await category('Music');
    const current = await course({ title: 'Rhythm', categoryId: k, subcategoryId: null });
    const learner = await userWithTokens(t);
    await enrol(learner.row.id, current);
    const other = await category('Cooking');
    await course({ title: 'Bread', categoryId: other, subcategoryId: null });
    // A learner with no style and no level: nothing speaks for the courses of other fields.
    const unknownCourse = await recommended(learner.headers, 999999);
    expect(unknownCourse.statusCode).toBe(200);
    expect(unknownCourse.json()).toEqual({ data: [] });
    const forRhythm = await recommended(learner.headers, current);
    expect(forRhythm.statusCode).toBe(200);
    expect(forRhythm.json()).toEqual({ data: [] });
    // The same learner once a course of the same field opens.
    const harmony = await course({ title: 'Harmony', categoryId: k, subcategoryId: null });
    const opened = (await recommended(learner.headers, current)).json().data;
    expect(opened.map((r: { course: { id: number } }) => r.course.id)).toEqual([harmony]);
  });

  it('is for learners only', async () => {
    const admin = await userWithTokens(t, { role: 1 });
    expect((await recommended(admin.headers, 1)).statusCode).toBe(403);
    expect((await recommended({}, 1)).statusCode).toBe(401);
  });
});
