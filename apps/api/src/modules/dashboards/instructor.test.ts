// An instructor's tables (docs/design/product.md §6): the quiz attempts of the learners of their own classes, in
// their classes' courses, and nothing of other classes, other courses or other instructors' learners.
import { roles } from '@parcours/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass } from '../../test/classes';
import { insertCategory, insertCourse } from '../../test/courses';
import { createTestApp, type TestApp, userWithTokens } from '../../test/helpers';
import { refreshLearnerCourseFigures } from './figures';

let t: TestApp;
type Account = Awaited<ReturnType<typeof userWithTokens>>;
let admin: Account;
let teacher: Account;
let otherTeacher: Account;
let designer: Account;
let ana: Account;
let ben: Account;
let carl: Account;
let optics: number;
let chemistry: number;

const now = new Date().toISOString();

/** An enrolment and its submitted course-quiz attempts with these percentages. */
async function attempts(who: Account, courseId: number, percentages: number[]) {
  await t.db
    .insertInto('enrolments')
    .values({ user_id: who.row.id, course_id: courseId, enrolled_at: now })
    .execute();
  const quiz =
    (await t.db.selectFrom('quizzes').select('id').where('course_id', '=', courseId).executeTakeFirst()) ??
    (await t.db
      .insertInto('quizzes')
      .values({ course_id: courseId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow());
  for (const percentage of percentages) {
    await t.db
      .insertInto('quiz_attempts')
      .values({
        quiz_id: quiz.id,
        user_id: who.row.id,
        course_id: courseId,
        kind: 'pretest',
        status: 'passed',
        score: percentage / 10,
        total_score_possible: 10,
        percentage,
        time_spent: 60,
        started_at: now,
        submitted_at: now,
      })
      .execute();
  }
  // written straight to the table: the reports' figures follow as a submission would make them
  await refreshLearnerCourseFigures(t.db, who.row.id, courseId);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithTokens(t, { role: roles.admin });
  teacher = await userWithTokens(t, { role: roles.instructor });
  otherTeacher = await userWithTokens(t, { role: roles.instructor });
  designer = await userWithTokens(t, { role: roles.designer });
  ana = await userWithTokens(t, { first_name: 'Ana', last_name: 'Alves' });
  ben = await userWithTokens(t, { first_name: 'Ben', last_name: 'Bauer' });
  carl = await userWithTokens(t, { first_name: 'Carl', last_name: 'Costa' });
  const category = await insertCategory(t, 'Sciences');
  optics = await insertCourse(t, { category_id: category, title: 'Optics' });
  chemistry = await insertCourse(t, { category_id: category, title: 'Chemistry' });
  // the teacher's class takes optics with Ana and Ben; the other teacher's class takes optics with Carl
  await insertClass(t, teacher.row.id, 'opt5a', optics, [ana.row.id, ben.row.id]);
  await insertClass(t, otherTeacher.row.id, 'opt5b', optics, [carl.row.id]);
  await attempts(ana, optics, [40, 80]);
  await attempts(ben, optics, [50]);
  await attempts(carl, optics, [90]);
  // Ana also studies chemistry outside the teacher's classes
  await attempts(ana, chemistry, [70]);
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async (who: Account, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('an instructor reads their own classes only', () => {
  it('quiz attempts: their learners in their classes’ courses', async () => {
    const mine = await rowsOf(teacher, '/api/admin/quiz-attempt?sort=learner_name');
    // by hand: Ana in optics, two attempts averaging (40 + 80) / 2 = 60; Ben in optics, one attempt of 50
    expect(
      mine.data.map((r: { email: string; course_title: string; attempts: number; average_score: number }) => [
        r.email,
        r.course_title,
        r.attempts,
        r.average_score,
      ]),
    ).toEqual([
      [ana.row.email, 'Optics', 2, 60],
      [ben.row.email, 'Optics', 1, 50],
    ]);
    expect(mine.meta.total).toBe(2);
    const theirs = await rowsOf(otherTeacher, '/api/admin/quiz-attempt');
    expect(theirs.data.map((r: { email: string }) => r.email)).toEqual([carl.row.email]);
    // the admin sees all four pairs
    expect((await rowsOf(admin, '/api/admin/quiz-attempt')).meta.total).toBe(4);
  });

  it('quiz timers: their learners, without course-wide figures that span other classes', async () => {
    const mine = await rowsOf(teacher, `/api/admin/quiz-timer?course_id=${optics}`);
    expect(mine.data.map((r: { email: string }) => r.email).sort()).toEqual(
      [ana.row.email, ben.row.email].sort(),
    );
    expect(mine.meta.course_nlg).toBeUndefined();
    const all = await rowsOf(admin, `/api/admin/quiz-timer?course_id=${optics}`);
    expect(all.meta.total).toBe(3);
    expect(all.meta.course_id).toBe(optics);
  });

  it('designers and learners see none of it', async () => {
    for (const who of [designer, ana]) {
      for (const url of ['/api/admin/quiz-attempt', '/api/admin/quiz-timer']) {
        const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});
