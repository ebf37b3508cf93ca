// SQL of quizzes, questions, answers and attempts. Each function takes the database or a transaction first.
// The enrolments module owns the enrolment (its lock, the pretest and post-test it counts).
import type { QuizKind } from '@parcours/shared';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type {
  AnswersTable,
  AttemptAnswersTable,
  DB,
  QuestionsTable,
  QuizAttemptsTable,
  QuizzesTable,
} from '../../db/schema';

type Db = Kysely<DB>;
export type QuizRow = Selectable<QuizzesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type AnswerRow = Selectable<AnswersTable>;
export type AttemptRow = Selectable<QuizAttemptsTable>;

// ---- access ----

export { findLiveCourse } from '../../db/lookups';

/** Same idea for an admin editing a course's or a learning object's quiz. */
export async function lockCourse(db: Db, courseId: number, now: string): Promise<void> {
  await db.updateTable('courses').set({ updated_at: now }).where('id', '=', courseId).execute();
}
export async function lockLearningObject(db: Db, loId: number, now: string): Promise<void> {
  await db.updateTable('learning_objects').set({ updated_at: now }).where('id', '=', loId).execute();
}

/** A live learning object (not deleted, nor its unit, nor its course) with its unit's course. */
export function findLiveLearningObject(db: Db, loId: number) {
  return db
    .selectFrom('learning_objects')
    .innerJoin('educational_units', 'educational_units.id', 'learning_objects.unit_id')
    .innerJoin('courses', 'courses.id', 'educational_units.course_id')
    .select([
      'learning_objects.id',
      'learning_objects.title',
      'learning_objects.unit_id',
      'educational_units.course_id',
      'courses.title as course_title',
    ])
    .where('learning_objects.id', '=', loId)
    .where('learning_objects.deleted_at', 'is', null)
    .where('educational_units.deleted_at', 'is', null)
    .where('courses.deleted_at', 'is', null)
    .executeTakeFirst();
}

// ---- quizzes ----

export function findQuiz(db: Db, id: number) {
  return db.selectFrom('quizzes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The course quiz: the first quiz of the course that is not a learning object's. */
export function courseQuizOf(db: Db, courseId: number) {
  return db
    .selectFrom('quizzes')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('learning_object_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function learningObjectQuizzes(db: Db, loIds: number[]) {
  if (loIds.length === 0) return Promise.resolve([] as QuizRow[]);
  return db
    .selectFrom('quizzes')
    .selectAll()
    .where('learning_object_id', 'in', loIds)
    .orderBy('id')
    .execute();
}

export function insertQuiz(db: Db, values: Insertable<QuizzesTable>) {
  return db.insertInto('quizzes').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateQuiz(db: Db, id: number, values: Updateable<QuizzesTable>): Promise<void> {
  await db.updateTable('quizzes').set(values).where('id', '=', id).execute();
}

/** Live questions of these quizzes, in quiz order. */
export function questionsOf(db: Db, quizIds: number[]) {
  if (quizIds.length === 0) return Promise.resolve([] as QuestionRow[]);
  return db
    .selectFrom('questions')
    .selectAll()
    .where('quiz_id', 'in', quizIds)
    .where('deleted_at', 'is', null)
    .orderBy('quiz_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Live answers of these questions, in question order. */
export function answersOf(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([] as AnswerRow[]);
  return db
    .selectFrom('answers')
    .selectAll()
    .where('question_id', 'in', questionIds)
    .where('deleted_at', 'is', null)
    .orderBy('question_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Which of these quizzes have an attempt (one indexed probe per quiz). */
export async function quizzesWithAttempts(db: Db, quizIds: number[]): Promise<Set<number>> {
  if (quizIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('quizzes')
    .select('quizzes.id')
    .where('quizzes.id', 'in', quizIds)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('quiz_attempts')
          .select('quiz_attempts.id')
          .whereRef('quiz_attempts.quiz_id', '=', 'quizzes.id'),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function questionCounts(db: Db, quizIds: number[]): Promise<Map<number, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('questions')
    .select(['quiz_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('quiz_id', 'in', quizIds)
    .where('deleted_at', 'is', null)
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((r) => [r.quiz_id, Number(r.n)]));
}

export function insertQuestion(db: Db, values: Insertable<QuestionsTable>) {
  return db.insertInto('questions').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateQuestion(db: Db, id: number, values: Updateable<QuestionsTable>): Promise<void> {
  await db.updateTable('questions').set(values).where('id', '=', id).execute();
}

export async function softDeleteQuestions(db: Db, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('questions').set({ deleted_at: now }).where('id', 'in', ids).execute();
}

export function insertAnswer(db: Db, values: Insertable<AnswersTable>) {
  return db.insertInto('answers').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateAnswer(db: Db, id: number, values: Updateable<AnswersTable>): Promise<void> {
  await db.updateTable('answers').set(values).where('id', '=', id).execute();
}

/** Soft-deletes the live answers of a question except `keep` (attempts may point at them). */
export async function softDeleteAnswersExcept(
  db: Db,
  questionId: number,
  keep: number[],
  now: string,
): Promise<void> {
  let query = db
    .updateTable('answers')
    .set({ deleted_at: now })
    .where('question_id', '=', questionId)
    .where('deleted_at', 'is', null);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

// ---- attempts ----

/** The learner's open attempt of a quiz, if one is open (the newest, should there be two). */
export function openAttempt(db: Db, quizId: number, userId: number) {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .where('status', '=', 'started')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findAttemptOf(db: Db, id: number, quizId: number, userId: number) {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('id', '=', id)
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The learner's last closed attempt of the quiz. By id: an attempt never submitted has no submission time, and an
 * attempt of a quiz is closed before the next one opens, so the newest id is the last one closed (NULL times
 * would sort differently on the two engines).
 */
export function lastSubmitted(db: Db, quizId: number, userId: number) {
  return db
    .selectFrom('quiz_attempts')
    .selectAll()
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .where('status', '<>', 'started')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertAttempt(db: Db, values: Insertable<QuizAttemptsTable>) {
  return db.insertInto('quiz_attempts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Several attempts in one statement (closed ones of the past: `recordPastAttempts`); their ids in order. */
export async function insertAttempts(db: Db, rows: Insertable<QuizAttemptsTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = await db.insertInto('quiz_attempts').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
}

/**
 * Records the outcome of an attempt only if it is still open. Returns false when another request closed it
 * first: of two parallel submissions, exactly one is recorded.
 */
export async function closeAttempt(
  db: Db,
  id: number,
  values: Updateable<QuizAttemptsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('quiz_attempts')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'started')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertAttemptAnswers(db: Db, rows: Insertable<AttemptAnswersTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('attempt_answers').values(rows).execute();
}

/**
 * The latest next-attempt time of each of these quizzes the learner failed with a cooldown (ISO text, so the
 * latest is the greatest); whether it is still ahead is the caller's to decide.
 */
export async function nextAttemptTimes(
  db: Db,
  userId: number,
  quizIds: number[],
): Promise<Map<number, string>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quiz_attempts')
    .select((eb) => ['quiz_id', eb.fn.max('next_attempt_at').as('next_attempt_at')])
    .where('user_id', '=', userId)
    .where('quiz_id', 'in', quizIds)
    .where('next_attempt_at', 'is not', null)
    .groupBy('quiz_id')
    .execute();
  return new Map(rows.map((r) => [r.quiz_id, String(r.next_attempt_at)]));
}

/** Which of these quizzes the learner has passed at least once. */
export async function passedQuizIds(db: Db, userId: number, quizIds: number[]): Promise<Set<number>> {
  if (quizIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('quiz_attempts')
    .select('quiz_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('quiz_id', 'in', quizIds)
    .where('status', '=', 'passed')
    .execute();
  return new Set(rows.map((r) => r.quiz_id));
}

// ---- scores ----

export interface ScoreFilters {
  userId: number;
  courseId?: number;
  kind?: QuizKind;
}

function scoresBase(db: Db, f: ScoreFilters) {
  let query = db
    .selectFrom('quiz_attempts')
    .where('quiz_attempts.user_id', '=', f.userId)
    .where('quiz_attempts.status', '<>', 'started');
  if (f.courseId !== undefined) query = query.where('quiz_attempts.course_id', '=', f.courseId);
  if (f.kind !== undefined) query = query.where('quiz_attempts.kind', '=', f.kind);
  return query;
}

/** One page of the learner's submitted attempts, newest first, with course and learning object titles. */
export async function scoresPage(db: Db, f: ScoreFilters, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    scoresBase(db, f)
      .innerJoin('courses', 'courses.id', 'quiz_attempts.course_id')
      .leftJoin('learning_objects', 'learning_objects.id', 'quiz_attempts.learning_object_id')
      .selectAll('quiz_attempts')
      .select(['courses.title as course_title', 'learning_objects.title as learning_object_title'])
      // An attempt closed without a submission (expired) is dated by its start.
      .orderBy(sql`coalesce(quiz_attempts.submitted_at, quiz_attempts.started_at)`, 'desc')
      .orderBy('quiz_attempts.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    scoresBase(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
