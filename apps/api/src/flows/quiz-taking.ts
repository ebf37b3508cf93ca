// Taking a quiz, across the modules it touches (docs/design/adaptive.md §2, §4, §5, §7 and §10): who may take it
// (enrolments, the learner's path), the attempt itself (quizzes), and what a submission means for the enrolment
// (pretest, post-test, level), mastery, the study's allocation, the research record (xAPI), the LMS grade and
// the reports' figures. One transaction per start and per submission, so everything a submission implies is
// stored with it or not at all.
import {
  type CourseQuizSubmitResult,
  type Language,
  type QuizKind,
  type QuizSubmitBody,
  type QuizSubmitResult,
  roles,
  type TakeQuizData,
} from '@parcours/shared';
import { AppError } from '../app-error';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { refreshLearnerCourseFigures } from '../modules/dashboards/figures';
import {
  courseQuizKind,
  lockEnrolment,
  postTestClosesAfter,
  postTestClosure,
  recordCourseQuizAttempt,
  requireContentOpen,
  requireEnrolledCourse,
  requireEnrolment,
  requirePaidEnrolment,
} from '../modules/enrolments/service';
import { isLearningObjectLocked } from '../modules/learning-paths/path';
import { recordShownPath } from '../modules/learning-paths/shown';
import { recordLearningObjectAnswers } from '../modules/mastery/service';
import {
  attemptResultToWire,
  claimOpenAttempt,
  closeUnsubmitted,
  cooldown,
  expireOverdueAttempt,
  formContent,
  type OpenedAttempt,
  openAttemptContent,
  practiceResult,
  quizNotFound,
  type ResolvedQuiz,
  readAnswers,
  resolveQuiz,
  resumeOrOpenAttempt,
  scoreSubmission,
  storeSubmission,
  takeableContent,
  takeQuizData,
} from '../modules/quizzes/service';
import { allocateAtPretest, requireStudyDecision } from '../modules/studies/participation';
import { courseOutline } from '../modules/units/service';
import { queueStatements, quizAttemptEvents } from '../modules/xapi/service';
import { queueLtiGrades } from './learning';

export interface QuizTakingDeps {
  db: Database;
  clock: Clock;
}

export interface Learner {
  userId: number;
  /** Unit locks hold for learners (role user) only: other roles have no learning path. */
  role: number;
}

const unitLocked = () => new AppError(409, 'error.unitLocked');

/**
 * The caller's enrolment in the quiz's course, with the course, read once for the request: 403 when not
 * enrolled or while the payment is awaited. A learning-object quiz is course content: 409 while the course waits
 * for the pretest, and 409 for a learner when its unit is locked on their path.
 */
async function enrolmentFor(db: Database, learner: Learner, resolved: ResolvedQuiz) {
  // the course quiz (pretest) is the first step of learning: closed while the payment is awaited
  if (resolved.learningObjectId === null) return requirePaidEnrolment(db, learner.userId, resolved.courseId);
  if (learner.role !== roles.user) return requireEnrolledCourse(db, learner.userId, resolved.courseId);
  const { course, enrolment } = await requireContentOpen(db, learner.userId, resolved.courseId);
  if (await isLearningObjectLocked(db, course, enrolment, resolved.learningObjectId)) throw unitLocked();
  return { course, enrolment };
}

/**
 * `GET /api/user/quiz/{quizId}`: resumes the open attempt, or starts one (409 during a cooldown, or while the
 * learning object's unit is locked on the learner's path). An open attempt whose time ran out (limit + grace) is
 * closed first as `expired`, as of its expiry. For the course quiz, the enrolment says what a new attempt is
 * (pretest, post-test, or 409 once the pretest is taken and the course not completed); an open attempt of the
 * other kind (a pretest opened before completing) is closed as expired and a post-test starts.
 */
export async function startQuiz(
  deps: QuizTakingDeps,
  learner: Learner,
  quizId: number,
): Promise<TakeQuizData> {
  const { db } = deps;
  const resolved = await resolveQuiz(db, quizId);
  const { enrolment } = await enrolmentFor(db, learner, resolved);
  const content = await takeableContent(db, quizId);
  const now = deps.clock.now();
  const { userId } = learner;
  const { courseId } = resolved;

  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<OpenedAttempt | { closed: AppError }> => {
      await lockEnrolment(trx, enrolment.id);
      let { open, expired } = await expireOverdueAttempt(trx, resolved.quiz, userId, content, now);
      // An attempt closed as expired counts in the reports' attempt totals.
      if (expired) await refreshLearnerCourseFigures(trx, userId, courseId);
      let kind: QuizKind = 'learning_object';
      if (resolved.learningObjectId === null) {
        kind = courseQuizKind(await requireEnrolment(trx, userId, courseId));
        // A pretest in a study course waits for the learner's decision on consent (docs/design/adaptive.md §10).
        if (kind === 'pretest' && !open) await requireStudyDecision(trx, userId, courseId, now);
        if (open && open.kind !== kind) {
          await closeUnsubmitted(trx, open.id, formContent(content, open.form), now, null);
          open = undefined;
          await refreshLearnerCourseFigures(trx, userId, courseId);
        }
        // Under `first` the post-test is taken once; answered after the commit, like the cooldown.
        if (kind === 'posttest' && !open) {
          const closed = await postTestClosure(trx, userId, courseId, now);
          if (closed) return { closed };
        }
      }
      // A refusal is answered after the commit, so an expired attempt closed above stays recorded.
      return resumeOrOpenAttempt(trx, resolved, userId, kind, open, now);
    });
  if ('refused' in outcome) throw cooldown(outcome.refused);
  if ('closed' in outcome) throw outcome.closed;
  return takeQuizData(db, resolved, content, outcome.open, outcome.last, now);
}

/**
 * Records a submission. Claims the open attempt with a conditional update, so of two parallel submissions one
 * is recorded and the other gets 409. Time spent is the server's, from the attempt's start. A submission after
 * the time limit plus the grace closes the attempt as `expired` with the score as submitted.
 */
async function submitAttempt(
  deps: QuizTakingDeps,
  learner: Learner,
  quizId: number,
  body: QuizSubmitBody,
  expected: 'course' | 'learning_object',
  lang: Language,
) {
  const { db } = deps;
  const resolved = await resolveQuiz(db, quizId);
  if ((resolved.learningObjectId !== null) !== (expected === 'learning_object')) throw quizNotFound();
  const { course, enrolment } = await enrolmentFor(db, learner, resolved);
  // The course's outline, read here where it can be kept in memory (read inside the transaction it never is):
  // the progress stored with the attempt is counted on it.
  if (resolved.learningObjectId !== null) await courseOutline(db, course);
  // Scored on the version of the quiz the open attempt was started on.
  const { content, attemptId } = await openAttemptContent(db, resolved.quiz, learner.userId);
  const given = readAnswers(body, content);
  const { quiz, courseId } = resolved;
  const { userId } = learner;
  const now = deps.clock.now();

  const outcome = await db.transaction().execute(async (trx) => {
    const locked = await lockEnrolment(trx, enrolment.id);
    const claim = await claimOpenAttempt(trx, {
      quizId: quiz.id,
      userId,
      named: body.attempt_id,
      read: attemptId,
      now,
    });
    if (!('open' in claim)) return claim;
    const { open } = claim;
    if (open.kind === 'pretest' && (await requireEnrolment(trx, userId, courseId)).status === 'completed') {
      // Opened as the pretest before the course was completed: it can no longer count as either.
      await closeUnsubmitted(trx, open.id, content, now, null);
      await refreshLearnerCourseFigures(trx, userId, courseId);
      return { status: 409 as const, key: 'error.attemptOutdated' as const };
    }

    const scored = scoreSubmission(quiz, open, content, given, now);
    // A failed post-test after which the post-test is closed (under `first`, or the delayed one) promises no
    // retake: it has no cooldown to wait out (docs/design/adaptive.md §2). Only a failure has a cooldown.
    const noRetake =
      open.kind === 'posttest' &&
      scored.status === 'failed' &&
      (await postTestClosesAfter(trx, userId, courseId, now));
    const row = await storeSubmission(trx, { quiz, open, scored, given, noRetake, now });
    if (!row) return { status: 409 as const, key: 'error.attemptAlreadySubmitted' as const };

    // In this transaction: an attempt is in the research record (docs/integrations.md) exactly when it is stored.
    await queueStatements(
      trx,
      quizAttemptEvents({
        userId,
        quiz: { id: quiz.id, courseId, kind: open.kind },
        attemptId: open.id,
        questions: scored.scorable,
        given,
        outcomes: scored.result.outcomes,
        score: scored.result.score,
        total: scored.result.total,
        passed: scored.passed,
        timeSpentSeconds: row.time_spent,
        at: row.submitted_at,
      }),
    );
    await recordLearningObjectAnswers(trx, {
      course,
      enrolment: locked ?? enrolment,
      learningObjectId: open.learning_object_id,
      attemptId: open.id,
      // Each answer with what its question's guess depends on (docs/design/adaptive.md §4).
      answers: scored.result.outcomes.map((o, i) => ({
        correct: o.is_correct,
        question: {
          type: o.type,
          answerCount: scored.scorable[i]!.answers.length,
          correctCount: scored.scorable[i]!.answers.filter((a) => a.is_valid === 1).length,
        },
      })),
      now,
    });
    const counted =
      open.learning_object_id === null
        ? await recordCourseQuizAttempt(trx, lang, {
            userId,
            courseId,
            attemptId: open.id,
            kind: open.kind,
            status: row.status,
            percentage: row.percentage,
            submittedAt: row.submitted_at,
          })
        : null;
    // A consenting learner of a study course is allocated when the pretest is recorded, in this transaction,
    // and what their condition shows them from then on is recorded with it (docs/design/adaptive.md §10).
    if (counted?.counted_as === 'pretest' && counted.level) {
      const condition = await allocateAtPretest(trx, { userId, courseId, level: counted.level, now });
      if (condition !== null)
        await recordShownPath(trx, { course, enrolment: { user_id: userId, level: counted.level }, now });
    }
    await queueLtiGrades(trx, userId, courseId, now);
    // The reports' figures follow the attempt and what the enrolment now counts (docs/design/adaptive.md §7).
    await refreshLearnerCourseFigures(trx, userId, courseId);
    return { row, scored, counted };
  });

  if ('next' in outcome) throw cooldown(outcome.next);
  if ('key' in outcome) throw new AppError(outcome.status, outcome.key);
  return { ...outcome, content, given };
}

/**
 * `POST /api/user/quiz/submit/{quizId}`: the course quiz. The result says what the attempt counts as and, for
 * the pretest, the level and why; never which questions were right (docs/design/adaptive.md §2).
 */
export async function submitCourseQuiz(
  deps: QuizTakingDeps,
  learner: Learner,
  quizId: number,
  body: QuizSubmitBody,
  lang: Language,
): Promise<CourseQuizSubmitResult> {
  const { row, counted } = await submitAttempt(deps, learner, quizId, body, 'course', lang);
  return {
    ...attemptResultToWire(row),
    counted_as: counted?.counted_as ?? null,
    level: counted?.level ?? null,
    level_reason: counted?.level_reason ?? null,
  };
}

/** `POST /api/user/lo-quiz/submit/{quizId}`: a learning object's quiz, practice, with what was right. */
export async function submitLearningObjectQuiz(
  deps: QuizTakingDeps,
  learner: Learner,
  quizId: number,
  body: QuizSubmitBody,
  lang: Language,
): Promise<QuizSubmitResult> {
  const { row, scored, content, given } = await submitAttempt(
    deps,
    learner,
    quizId,
    body,
    'learning_object',
    lang,
  );
  return practiceResult(row, scored, content, given);
}
