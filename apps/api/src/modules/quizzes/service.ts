// Taking quizzes (docs/design/adaptive.md §2 and §5): the attempt's life (resumed, opened unless cooling down,
// closed when its time ran out) and the learner's scores. This module owns the attempts; who may take a quiz and
// what a course-quiz attempt counts as are decided above it, in flows/quiz-taking.ts, with the enrolments,
// learning-paths and studies modules.
import {
  type AdminQuiz,
  attemptDeadline,
  attemptExpiry,
  formFor,
  type GivenAnswer,
  isCoolingDown,
  type MessageKey,
  type PaginationMeta,
  parseBinaryValue,
  type QuizKind,
  type QuizScore,
  type QuizSubmitBody,
  questionTypes,
  readMatching,
  readOrdering,
  type TakeQuizData,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { adminQuizzes, quizNotFound, validationError } from './builder';
import {
  attemptResultToWire,
  formContent,
  learnerQuizToWire,
  type QuizContent,
  quizScoreToWire,
} from './mapper';
import * as q from './queries';
import { attemptContent, liveContent } from './versions';

export { getAdminQuiz, getCourseQuiz, saveCourseQuiz, saveLearningObjectQuiz } from './builder';
// What the quiz-taking flow (flows/quiz-taking.ts) uses of the module's other files: the module's one face.
export { quizNotFound } from './errors';
export { attemptResultToWire, formContent } from './mapper';
export { claimOpenAttempt, practiceResult, scoreSubmission, storeSubmission } from './submit';
export { openAttemptContent } from './versions';

export interface Learner {
  userId: number;
  /** Unit locks hold for learners (role user) only: other roles have no learning path. */
  role: number;
}

export interface ResolvedQuiz {
  quiz: q.QuizRow;
  courseId: number;
  title: string;
  learningObjectId: number | null;
}

export const cooldown = (next: string) =>
  new AppError(409, 'error.quizCooldown', { next_attempt_at: next }, { next_attempt_at: next });

/** The quiz and its course, or 404 when it, its learning object, unit or course is gone. */
export async function resolveQuiz(db: Database, quizId: number): Promise<ResolvedQuiz> {
  const quiz = await q.findQuiz(db, quizId);
  if (!quiz) throw quizNotFound();
  if (quiz.learning_object_id !== null) {
    const lo = await q.findLiveLearningObject(db, quiz.learning_object_id);
    if (!lo) throw quizNotFound();
    return { quiz, courseId: lo.course_id, title: lo.title, learningObjectId: lo.id };
  }
  const course = quiz.course_id !== null ? await q.findLiveCourse(db, quiz.course_id) : undefined;
  if (!course) throw quizNotFound();
  return { quiz, courseId: course.id, title: course.title, learningObjectId: null };
}

/**
 * An attempt closed without a submission counted (left open past its time, or of the wrong kind when the next one
 * starts): `expired`, without a score, never pre or post and with no cooldown (it is not a failure). Nothing was
 * submitted, so it has no submission time and is not `late` (a late flag belongs to a submission after the grace,
 * docs/design/adaptive.md §2); the reports count it as an attempt, and as an expired one (§7). `_stoppedAt`, when
 * it stopped counting, is kept by no column: the attempt is dated by its start.
 */
export const expiredValues = (_stoppedAt: Date, timeSpent: number | null) => ({
  status: 'expired' as const,
  late: 0,
  score: null,
  percentage: null,
  time_spent: timeSpent,
  submitted_at: null,
  next_attempt_at: null,
});

const scoredCount = (content: QuizContent) =>
  content.questions.filter((x) => x.type === questionTypes.QCM || x.type === questionTypes.BINARY).length;

/**
 * Closes the learner's open attempt of this quiz as `expired`, as of its expiry, when its time ran out (limit +
 * grace). Returns the attempt still open, if any, and whether one was closed (the reports then count it).
 */
export async function expireOverdueAttempt(
  trx: Database,
  quiz: q.QuizRow,
  userId: number,
  content: QuizContent,
  now: Date,
): Promise<{ open: q.AttemptRow | undefined; expired: boolean }> {
  const open = await q.openAttempt(trx, quiz.id, userId);
  const expiry = open && attemptExpiry(open.started_at, quiz.time_limit_seconds);
  if (!open || !expiry || now <= expiry) return { open, expired: false };
  await closeUnsubmitted(trx, open.id, formContent(content, open.form), expiry, quiz.time_limit_seconds);
  return { open: undefined, expired: true };
}

/** Closes an attempt nobody submitted as `expired` (see `expiredValues`); `content` is what it was shown. */
export async function closeUnsubmitted(
  trx: Database,
  attemptId: number,
  content: QuizContent,
  stoppedAt: Date,
  timeSpent: number | null,
): Promise<void> {
  await q.closeAttempt(trx, attemptId, {
    ...expiredValues(stoppedAt, timeSpent),
    total_score_possible: scoredCount(content),
  });
}

export type OpenedAttempt = { refused: string } | { open: q.AttemptRow; last: q.AttemptRow | undefined };

/**
 * Resumes `open`, or starts an attempt of this kind unless the last submitted one is cooling down (then `refused`
 * with the time the next may start). Returns the last submitted attempt too, for the result shown beside.
 */
export async function resumeOrOpenAttempt(
  trx: Database,
  resolved: ResolvedQuiz,
  userId: number,
  kind: QuizKind,
  open: q.AttemptRow | undefined,
  now: Date,
): Promise<OpenedAttempt> {
  const { quiz } = resolved;
  const last = await q.lastSubmitted(trx, quiz.id, userId);
  if (open) return { open, last };
  if (last && isCoolingDown(last.next_attempt_at, now)) return { refused: last.next_attempt_at! };
  const started = await q.insertAttempt(trx, {
    quiz_id: quiz.id,
    user_id: userId,
    course_id: resolved.courseId,
    learning_object_id: resolved.learningObjectId,
    kind,
    status: 'started',
    started_at: now.toISOString(),
    quiz_version: quiz.version,
    form: Number(quiz.parallel_forms) === 1 ? formFor(userId, kind) : null,
  });
  return { open: started, last };
}

/** What the learner is shown of a started or resumed attempt: the questions of its version, never the key. */
export async function takeQuizData(
  db: Database,
  resolved: ResolvedQuiz,
  content: QuizContent,
  open: q.AttemptRow,
  last: q.AttemptRow | undefined,
  now: Date,
): Promise<TakeQuizData> {
  const { quiz } = resolved;
  // An attempt opened before the quiz's last edit goes on with the questions it started with.
  const shown =
    open.quiz_version === quiz.version
      ? formContent(content, open.form)
      : await attemptContent(db, quiz, open);
  return {
    quiz: learnerQuizToWire(
      quiz,
      { kind: open.kind, courseId: resolved.courseId, title: resolved.title },
      shown,
    ),
    attempt: {
      id: open.id,
      started_at: open.started_at,
      deadline: attemptDeadline(open.started_at, quiz.time_limit_seconds)?.toISOString() ?? null,
      form: open.form,
    },
    next_attempt_at: null,
    last_result: last ? attemptResultToWire(last) : null,
    server_time: now.toISOString(),
  };
}

/** The questions a new attempt is taken on: 404 for a quiz without any. */
export async function takeableContent(db: Database, quizId: number): Promise<QuizContent> {
  const content = await liveContent(db, quizId);
  if (content.questions.length === 0) throw quizNotFound();
  return content;
}

/**
 * Reads the submitted answers against the quiz: 422 for a question not in the quiz (or answered twice), an
 * answer id not of its question, or a value of the wrong shape. Questions left out count as unanswered.
 */
export function readAnswers(body: QuizSubmitBody, content: QuizContent): GivenAnswer[] {
  const errors: Record<string, MessageKey[]> = {};
  const questions = new Map(content.questions.map((x) => [x.id, x]));
  const seen = new Set<number>();
  const given: GivenAnswer[] = [];
  body.answers.forEach((entry, i) => {
    const question = questions.get(entry.question_id);
    if (!question) {
      errors[`answers.${i}.question_id`] = ['validation.unknownQuestion'];
      return;
    }
    if (seen.has(question.id)) {
      errors[`answers.${i}.question_id`] = ['validation.duplicateQuestion'];
      return;
    }
    seen.add(question.id);
    const values = entry.answer;
    if (question.type === questionTypes.QCM) {
      const own = new Set((content.answersByQuestion.get(question.id) ?? []).map((a) => a.id));
      const ids = values.map((v) => (/^\d{1,15}$/.test(v) ? Number(v) : Number.NaN));
      if (ids.some((id) => !own.has(id))) errors[`answers.${i}.answer`] = ['validation.unknownAnswer'];
      else given.push({ question_id: question.id, answer_ids: [...new Set(ids)] });
    } else if (question.type === questionTypes.BINARY) {
      const value = values.length === 1 ? parseBinaryValue(values[0]) : null;
      if (values.length > 1 || (values.length === 1 && value === null)) {
        errors[`answers.${i}.answer`] = ['validation.binaryAnswer'];
      } else if (value !== null) given.push({ question_id: question.id, value: value ? '1' : '0' });
    } else if (question.type === questionTypes.MATCHING) {
      const rows = (content.answersByQuestion.get(question.id) ?? []).map((a) => ({
        id: a.id,
        answer: a.answer,
        match: a.match_text,
      }));
      if (!readMatching(rows, values)) errors[`answers.${i}.answer`] = ['validation.matchingAnswer'];
      else if (values.length > 0)
        given.push({ question_id: question.id, items: values.map((v) => v.trim()) });
    } else if (question.type === questionTypes.ORDERING) {
      const count = (content.answersByQuestion.get(question.id) ?? []).length;
      if (values.length === 0) return;
      if (!readOrdering(question.id, count, values))
        errors[`answers.${i}.answer`] = ['validation.orderingAnswer'];
      else given.push({ question_id: question.id, items: values.map((v) => v.trim()) });
    } else if (values.length > 1) {
      errors[`answers.${i}.answer`] = ['validation.openAnswer'];
    } else if (values.length === 1 && values[0].trim() !== '') {
      given.push({ question_id: question.id, value: values[0] });
    }
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return given;
}

/** `GET /api/user/quiz-scores`: the caller's submitted attempts, newest first. */
export async function listScores(
  db: Database,
  learner: Pick<Learner, 'userId'>,
  query: { page: number; per_page: number; course_id?: number; kind?: QuizKind },
): Promise<{ data: QuizScore[]; meta: PaginationMeta }> {
  const { rows, total } = await q.scoresPage(
    db,
    { userId: learner.userId, courseId: query.course_id, kind: query.kind },
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    data: rows.map(quizScoreToWire),
    meta: { current_page: query.page, per_page: query.per_page, total },
  };
}

/** The admin view of the learning objects' quizzes, by learning object. */
export async function adminQuizzesOf(
  db: Database,
  courseId: number,
  learningObjectIds: number[],
): Promise<Map<number, AdminQuiz>> {
  const quizzes = (await q.learningObjectQuizzes(db, learningObjectIds)).filter(
    (quiz, i, all) => all.findIndex((o) => o.learning_object_id === quiz.learning_object_id) === i,
  );
  const byQuiz = await adminQuizzes(db, quizzes, courseId);
  return new Map(quizzes.map((quiz) => [quiz.learning_object_id!, byQuiz.get(quiz.id)!]));
}
