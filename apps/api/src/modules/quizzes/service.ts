// Taking quizzes (docs/design/adaptive.md §2 and §5): start or resume an attempt, submit it under the timing
// rules, the learner's scores. Access first: the quiz must be live and the caller enrolled in its course. This
// module records attempts; what a course-quiz attempt counts as (pretest, post-test) is the enrolments module's.
import {
  type AdminQuiz,
  attemptDeadline,
  attemptExpiry,
  type GivenAnswer,
  isCoolingDown,
  type MessageKey,
  type PaginationMeta,
  parseBinaryValue,
  type QuizKind,
  type QuizScore,
  type QuizSubmitBody,
  questionTypes,
  roles,
  type TakeQuizData,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { refreshLearnerCourseFigures } from '../dashboards/figures';
import {
  type CourseRules,
  courseQuizKind,
  type EnrolmentRow,
  lockEnrolment,
  postTestClosure,
  requireContentOpen,
  requireEnrolledCourse,
  requireEnrolment,
  requirePaidEnrolment,
} from '../enrolments/service';
import { requireStudyDecision } from '../studies/participation';
import { adminQuizzes, quizNotFound, validationError } from './builder';
import { attemptResultToWire, learnerQuizToWire, type QuizContent, quizScoreToWire } from './mapper';
import * as q from './queries';
import { contentOfVersion, liveContent } from './versions';

export { getAdminQuiz, getCourseQuiz, saveCourseQuiz, saveLearningObjectQuiz } from './builder';

export interface QuizDeps {
  db: Database;
  clock: Clock;
  /**
   * Whether the learning object is in a unit locked on the enrolled learner's path (the learning-paths module's
   * rule, passed in so this module does not import the path builder, which reads quizzes through this module).
   */
  isLearningObjectLocked: (
    db: Database,
    course: CourseRules,
    enrolment: EnrolmentRow,
    learningObjectId: number,
  ) => Promise<boolean>;
}

export interface Learner {
  userId: number;
  /** Unit locks hold for learners (role user) only: other roles have no learning path. */
  role: number;
}

interface ResolvedQuiz {
  quiz: q.QuizRow;
  courseId: number;
  title: string;
  learningObjectId: number | null;
}

const unitLocked = () => new AppError(409, 'error.unitLocked');
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
 * The caller's enrolment in the quiz's course, with the course, read once for the request: 403 when not
 * enrolled or while the payment is awaited. A learning-object quiz is course content: 409 while the course waits for the pretest, and 409 for a
 * learner when its unit is locked on their path.
 */
export async function enrolmentOf(deps: QuizDeps, learner: Learner, resolved: ResolvedQuiz) {
  // the course quiz (pretest) is the first step of learning: closed while the payment is awaited
  if (resolved.learningObjectId === null)
    return requirePaidEnrolment(deps.db, learner.userId, resolved.courseId);
  if (learner.role !== roles.user) return requireEnrolledCourse(deps.db, learner.userId, resolved.courseId);
  const { course, enrolment } = await requireContentOpen(deps.db, learner.userId, resolved.courseId);
  if (await deps.isLearningObjectLocked(deps.db, course, enrolment, resolved.learningObjectId))
    throw unitLocked();
  return { course, enrolment };
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

export const scoredCount = (content: QuizContent) =>
  content.questions.filter((x) => x.type === questionTypes.QCM || x.type === questionTypes.BINARY).length;

/**
 * `GET /api/user/quiz/{quizId}`: resumes the open attempt, or starts one (409 during a cooldown, or while the
 * learning object's unit is locked on the learner's path). An open attempt whose time ran out (limit + grace) is
 * closed first as `expired`, as of its expiry. For the course quiz, the enrolment says what a new attempt is
 * (pretest, post-test, or 409 once the pretest is taken and the course not completed); an open attempt of the
 * other kind (a pretest opened before completing) is closed as expired and a post-test starts.
 */
export async function startAttempt(deps: QuizDeps, learner: Learner, quizId: number): Promise<TakeQuizData> {
  const resolved = await resolveQuiz(deps.db, quizId);
  const { enrolment } = await enrolmentOf(deps, learner, resolved);
  const content = await liveContent(deps.db, quizId);
  if (content.questions.length === 0) throw quizNotFound();
  const { quiz } = resolved;
  const now = deps.clock.now();

  type Outcome =
    | { refused: string }
    | { closed: AppError }
    | { open: q.AttemptRow; last: q.AttemptRow | undefined };
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockEnrolment(trx, enrolment.id);
    let open = await q.openAttempt(trx, quiz.id, learner.userId);
    const expiry = open && attemptExpiry(open.started_at, quiz.time_limit_seconds);
    if (open && expiry && now > expiry) {
      await q.closeAttempt(trx, open.id, {
        ...expiredValues(expiry, quiz.time_limit_seconds),
        total_score_possible: scoredCount(content),
      });
      open = undefined;
      // An attempt closed as expired counts in the reports' attempt totals.
      await refreshLearnerCourseFigures(trx, learner.userId, resolved.courseId);
    }
    let kind: QuizKind = 'learning_object';
    if (resolved.learningObjectId === null) {
      const current = await requireEnrolment(trx, learner.userId, resolved.courseId);
      kind = courseQuizKind(current);
      // A pretest in a study course waits for the learner's decision on consent (docs/design/adaptive.md §10).
      if (kind === 'pretest' && !open)
        await requireStudyDecision(trx, learner.userId, resolved.courseId, now);
      if (open && open.kind !== kind) {
        await q.closeAttempt(trx, open.id, {
          ...expiredValues(now, null),
          total_score_possible: scoredCount(content),
        });
        open = undefined;
        await refreshLearnerCourseFigures(trx, learner.userId, resolved.courseId);
      }
      // Under `first` the post-test is taken once; answered after the commit, like the cooldown.
      if (kind === 'posttest' && !open) {
        const closed = await postTestClosure(trx, learner.userId, resolved.courseId, now);
        if (closed) return { closed };
      }
    }
    const last = await q.lastSubmitted(trx, quiz.id, learner.userId);
    if (!open) {
      // Answered after the commit, so an expired attempt closed above stays recorded.
      if (last && isCoolingDown(last.next_attempt_at, now)) return { refused: last.next_attempt_at! };
      open = await q.insertAttempt(trx, {
        quiz_id: quiz.id,
        user_id: learner.userId,
        course_id: resolved.courseId,
        learning_object_id: resolved.learningObjectId,
        kind,
        status: 'started',
        started_at: now.toISOString(),
        quiz_version: quiz.version,
      });
    }
    return { open, last };
  });
  if ('refused' in outcome) throw cooldown(outcome.refused);
  if ('closed' in outcome) throw outcome.closed;

  const { open, last } = outcome;
  // An attempt opened before the quiz's last edit goes on with the questions it started with.
  const shown =
    open.quiz_version === quiz.version ? content : await contentOfVersion(deps.db, quiz, open.quiz_version);
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
    },
    next_attempt_at: null,
    last_result: last ? attemptResultToWire(last) : null,
    server_time: now.toISOString(),
  };
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
