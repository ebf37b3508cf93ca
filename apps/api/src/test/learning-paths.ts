// Test data of the learning-path tests: a small course written to the tables (three units of each level, learning
// objects of both types with media of several kinds, learning-object quizzes made through the admin API), and
// shortcuts to take a learning-object quiz as a learner.
import type { LearnerLevel, LearningObjectType, UnitType, UploadKind } from '@parcours/shared';
import type { TestApp } from './helpers';
import { type AdminQuizData, sampleQuiz } from './quizzes';

const now = () => new Date().toISOString();

export interface CourseOptions {
  isSequential?: boolean;
  bkt?: { prior?: number; learn?: number; guess?: number; slip?: number };
  /**
   * Off unless asked: these tests are about paths and mastery, with learners placed at a level directly; the
   * pretest gate (on by default in real courses) has its own tests in enrolments/.
   */
  contentRequiresPretest?: boolean;
  completionRequiresQuizzes?: boolean;
}

/** A medium of `kind` attached to a learning object. */
export async function insertMedia(t: TestApp, loId: number, kind: UploadKind, position: number) {
  const ext = { image: 'png', document: 'pdf', audio: 'mp3', video: 'mp4' }[kind] ?? 'bin';
  const mime = { image: 'image/png', document: 'application/pdf', audio: 'audio/mpeg', video: 'video/mp4' }[
    kind
  ];
  return t.db
    .insertInto('media')
    .values({
      model_type: 'learning_object',
      model_id: loId,
      temporary_id: null,
      collection: 'content',
      file_name: `tests/lo-${loId}-${position}.${ext}`,
      mime_type: mime ?? 'application/octet-stream',
      kind,
      size: 10,
      title: `${kind} ${position}`,
      position,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Unit 1 (basic): "Ideas" (abstract; a document then an image) and "Example" (concrete; an image then an audio),
 * both with a quiz. Unit 2 (intermediate): "Practice" (concrete, with a quiz). Unit 3 (advanced): "Theory"
 * (abstract, no quiz).
 */
export async function adaptiveCourse(
  t: TestApp,
  adminHeaders: Record<string, string>,
  opts: CourseOptions = {},
) {
  const category = await t.db
    .insertInto('categories')
    .values({ title: 'Mathematics', parent_id: null, created_at: now(), updated_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const course = await t.db
    .insertInto('courses')
    .values({
      title: 'Adaptive fractions',
      description: 'Parts of a whole',
      category_id: category.id,
      facilitator: 'Emmy Noether',
      is_sequential: opts.isSequential ? 1 : 0,
      bkt_prior: opts.bkt?.prior ?? null,
      bkt_learn: opts.bkt?.learn ?? null,
      bkt_guess: opts.bkt?.guess ?? null,
      bkt_slip: opts.bkt?.slip ?? null,
      content_requires_pretest: opts.contentRequiresPretest ? 1 : 0,
      completion_requires_quizzes: opts.completionRequiresQuizzes === false ? 0 : 1,
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const unit = (title: string, type: UnitType, position: number) =>
    t.db
      .insertInto('educational_units')
      .values({ course_id: course.id, title, type, position, created_at: now(), updated_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
  const object = (unitId: number, title: string, type: LearningObjectType, position: number) =>
    t.db
      .insertInto('learning_objects')
      .values({ unit_id: unitId, title, type, position, created_at: now(), updated_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
  const quiz = async (loId: number): Promise<AdminQuizData> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/add-quiz-to-lo/${loId}`,
      headers: adminHeaders,
      payload: sampleQuiz(),
    });
    if (res.statusCode !== 200) throw new Error(`add-quiz-to-lo failed: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  const u1 = await unit('Unit 1', 'basic', 0);
  const u2 = await unit('Unit 2', 'intermediate', 1);
  const u3 = await unit('Unit 3', 'advanced', 2);
  const ideas = await object(u1.id, 'Ideas', 'abstract', 0);
  const example = await object(u1.id, 'Example', 'concrete', 1);
  const practice = await object(u2.id, 'Practice', 'concrete', 0);
  const theory = await object(u3.id, 'Theory', 'abstract', 0);
  const media = {
    ideasDocument: (await insertMedia(t, ideas.id, 'document', 0)).id,
    ideasImage: (await insertMedia(t, ideas.id, 'image', 1)).id,
    exampleImage: (await insertMedia(t, example.id, 'image', 0)).id,
    exampleAudio: (await insertMedia(t, example.id, 'audio', 1)).id,
  };
  const quizzes = {
    ideas: await quiz(ideas.id),
    example: await quiz(example.id),
    practice: await quiz(practice.id),
  };
  return { course, units: { u1, u2, u3 }, los: { ideas, example, practice, theory }, media, quizzes };
}
export type AdaptiveCourse = Awaited<ReturnType<typeof adaptiveCourse>>;

export function enrolAt(t: TestApp, userId: number, courseId: number, level: LearnerLevel | null) {
  return t.db
    .insertInto('enrolments')
    .values({ user_id: userId, course_id: courseId, status: 'enrolled', level, enrolled_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Starts and submits a learning-object quiz of sampleQuiz(): `correct` lists, per question in order (the QCM,
 * "zero is even", "one is even"), whether to answer it right.
 */
export async function takeLoQuiz(
  t: TestApp,
  headers: Record<string, string>,
  quiz: AdminQuizData,
  correct: [boolean, boolean, boolean] = [true, true, true],
) {
  const start = await t.app.inject({ method: 'GET', url: `/api/user/quiz/${quiz.id}`, headers });
  if (start.statusCode !== 200) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  const [qcm, zero, one] = quiz.questions;
  const right = qcm.answers.filter((a) => a.is_valid === 1).map((a) => String(a.id));
  const wrong = qcm.answers.filter((a) => a.is_valid === 0).map((a) => String(a.id));
  const answers = [
    { question_id: qcm.id, answer: correct[0] ? right : wrong },
    { question_id: zero.id, answer: [correct[1] ? '1' : '0'] },
    { question_id: one.id, answer: [correct[2] ? '0' : '1'] },
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/user/lo-quiz/submit/${quiz.id}`,
    headers,
    payload: { answers, time_spent: 30 },
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * Takes a learning-object quiz right twice: with the default parameters the estimate goes 0.1 -> 0.7877 ->
 * 0.9918, mastered (one right submission is one learning opportunity, docs/design/adaptive.md §4).
 */
export async function masterByQuiz(t: TestApp, headers: Record<string, string>, quiz: AdminQuizData) {
  await takeLoQuiz(t, headers, quiz);
  return takeLoQuiz(t, headers, quiz);
}
