// Test data for the unit and quiz tests: a course (with its category), enrolments, a unit with learning
// objects, written straight to the tables so each test states only what it is about.
import type { EnrolmentStatus } from '@parcours/shared';
import { beforeAll } from 'vitest';
import { madeBeforeAll, type TestApp, userWithTokens } from './helpers';

const now = () => new Date().toISOString();

/**
 * A course. Its content opens without the pretest unless asked: the tests built on it are about units, quizzes
 * and paths, and the pretest gate (on by default in real courses) has its own tests in enrolments/.
 */
export async function insertCourse(
  t: TestApp,
  attrs: { title?: string; deleted?: boolean; contentRequiresPretest?: boolean } = {},
) {
  const category = await t.db
    .insertInto('categories')
    .values({ title: 'Sciences', parent_id: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return t.db
    .insertInto('courses')
    .values({
      title: attrs.title ?? 'Algebra',
      description: 'Numbers and letters',
      category_id: category.id,
      facilitator: 'Emmy Noether',
      created_at: now(),
      updated_at: now(),
      deleted_at: attrs.deleted ? now() : null,
      content_requires_pretest: attrs.contentRequiresPretest ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function enrol(
  t: TestApp,
  userId: number,
  courseId: number,
  status: EnrolmentStatus = 'enrolled',
) {
  return t.db
    .insertInto('enrolments')
    .values({ user_id: userId, course_id: courseId, status, enrolled_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertUnitWithObject(t: TestApp, courseId: number, title = 'Basics') {
  const unit = await t.db
    .insertInto('educational_units')
    .values({ course_id: courseId, title, type: 'basic', position: 0, created_at: now(), updated_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lo = await t.db
    .insertInto('learning_objects')
    .values({
      unit_id: unit.id,
      title: `${title} object`,
      type: 'concrete',
      position: 0,
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { unit, lo };
}

export async function people(t: TestApp) {
  const admin = await userWithTokens(t, { role: 1 });
  const learner = await userWithTokens(t, { role: 0 });
  return { admin, learner };
}

/** A quiz body: one QCM (answers A and C correct) and two BINARY questions (true, false). */
export function sampleQuiz(overrides: Record<string, unknown> = {}) {
  return {
    pass_mark: 60,
    questions: [
      {
        question: 'Which are even?',
        type: 1,
        answers: [
          { answer: '2', is_valid: 1 },
          { answer: '3', is_valid: 0 },
          { answer: '4', is_valid: 1 },
        ],
      },
      { question: 'Zero is even', type: 3, is_valid: 1 },
      { question: 'One is even', type: 3, is_valid: 0 },
    ],
    ...overrides,
  };
}

export interface AdminQuizData {
  id: number;
  questions: { id: number; type: number; answers: { id: number; is_valid: number }[] }[];
}

/** Shortcuts of the attempt tests: a course quiz with an enrolled learner, answers, start and submit. */
export function quizTaking(t: TestApp, adminHeaders: Record<string, string>) {
  async function courseQuiz(
    overrides: Record<string, unknown> = {},
    enrolmentStatus: EnrolmentStatus = 'enrolled',
  ) {
    const course = await insertCourse(t);
    // A completed enrolment takes the course quiz as the post-test; under `latest` every retake counts, so the
    // tests of retakes (cooldowns, versions) can take it again (under the default `first` it is taken once).
    if (enrolmentStatus === 'completed')
      await t.db
        .updateTable('courses')
        .set({ post_test_rule: 'latest' })
        .where('id', '=', course.id)
        .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/course-quiz/${course.id}`,
      headers: adminHeaders,
      payload: sampleQuiz(overrides),
    });
    const quiz: AdminQuizData = res.json().data;
    const learner = await userWithTokens(t);
    const enrolment = await enrol(t, learner.row.id, course.id, enrolmentStatus);
    return { course, quiz, learner, enrolment };
  }

  /** The QCM with the given choice (default: the right set), then the two BINARY questions. */
  function answers(quiz: AdminQuizData, opts: { qcm?: number[]; zero?: string; one?: string } = {}) {
    const [qcm, zero, one] = quiz.questions;
    const right = qcm.answers.filter((a) => a.is_valid === 1).map((a) => a.id);
    return [
      { question_id: qcm.id, answer: (opts.qcm ?? right).map(String) },
      { question_id: zero.id, answer: [opts.zero ?? '1'] },
      { question_id: one.id, answer: [opts.one ?? '0'] },
    ];
  }

  const start = (quizId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/user/quiz/${quizId}`, headers });
  const submit = (quizId: number, headers: Record<string, string>, payload: unknown, lo = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${lo ? 'lo-quiz' : 'quiz'}/submit/${quizId}`,
      headers,
      payload: payload as object,
    });

  return { courseQuiz, answers, start, submit };
}

/**
 * What the quiz test files share on their app: an admin and a learner, and the quiz-taking shortcuts as that
 * admin, made before the file's first test.
 */
export function quizDesk(t: TestApp) {
  let made: (Awaited<ReturnType<typeof people>> & { taking: ReturnType<typeof quizTaking> }) | undefined;
  beforeAll(async () => {
    const { admin, learner } = await people(t);
    made = { admin, learner, taking: quizTaking(t, admin.headers) };
  });
  return {
    admin: madeBeforeAll(() => made?.admin, 'the quiz admin'),
    learner: madeBeforeAll(() => made?.learner, 'the quiz learner'),
    taking: madeBeforeAll(() => made?.taking, 'the quiz shortcuts'),
  };
}
