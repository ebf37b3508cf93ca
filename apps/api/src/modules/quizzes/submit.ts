// Submitting a quiz (docs/design/adaptive.md §2 and §5): scoring under the timing rules, the answers stored,
// mastery updated, and for the course quiz what the enrolment counts the attempt as. Taking and reading quizzes
// are in service.ts.
import {
  type AttemptStatus,
  type CourseQuizSubmitResult,
  type GivenAnswer,
  isCoolingDown,
  isLateSubmission,
  isPassingScore,
  type Language,
  nextAttemptAt,
  type QuizSubmitBody,
  type QuizSubmitResult,
  scoreQuiz,
  timeSpentSeconds,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import { refreshLearnerCourseFigures } from '../dashboards/figures';
import {
  lockEnrolment,
  postTestClosesAfter,
  queueLtiGrades,
  recordCourseQuizAttempt,
  requireEnrolment,
} from '../enrolments/service';
import { recordLearningObjectAnswers } from '../learning-paths/service';
import { recordShownPath } from '../learning-paths/shown';
import { allocateAtPretest } from '../studies/participation';
import { courseOutline } from '../units/service';
import { queueStatements, quizAttemptEvents } from '../xapi/service';
import { quizNotFound, validationError } from './builder';
import { attemptResultToWire, type QuizContent } from './mapper';
import * as q from './queries';
import { quizReview } from './review';
import {
  cooldown,
  enrolmentOf,
  expiredValues,
  type Learner,
  type QuizDeps,
  readAnswers,
  resolveQuiz,
  scoredCount,
} from './service';
import { openAttemptContent } from './versions';

type SubmitRefusal =
  | { status: 409; key: 'error.noOpenAttempt' | 'error.attemptAlreadySubmitted' | 'error.attemptOutdated' }
  | { next: string };

interface Submitted {
  row: q.AttemptRow;
  result: ReturnType<typeof scoreQuiz>;
  /** What the learner answered and the questions of the attempt's version, for a learning-object review. */
  review: { content: QuizContent; given: GivenAnswer[] };
  counted: Awaited<ReturnType<typeof recordCourseQuizAttempt>> | null;
}

/**
 * Records a submission. Claims the open attempt with a conditional update, so of two parallel submissions one
 * is recorded and the other gets 409. Time spent is the server's, from the attempt's start. A submission after
 * the time limit plus the grace closes the attempt as `expired` with the score as submitted.
 */
async function submitAttempt(
  deps: QuizDeps,
  learner: Learner,
  quizId: number,
  body: QuizSubmitBody,
  expected: 'course' | 'learning_object',
  lang: Language,
): Promise<Submitted> {
  const resolved = await resolveQuiz(deps.db, quizId);
  if ((resolved.learningObjectId !== null) !== (expected === 'learning_object')) throw quizNotFound();
  const { course, enrolment } = await enrolmentOf(deps, learner, resolved);
  // The course's outline, read here where it can be kept in memory (read inside the transaction it never is):
  // the progress stored with the attempt is counted on it.
  if (resolved.learningObjectId !== null) await courseOutline(deps.db, course);
  // Scored on the version of the quiz the open attempt was started on.
  const { content, attemptId } = await openAttemptContent(deps.db, resolved.quiz, learner.userId);
  const given = readAnswers(body, content);
  const { quiz } = resolved;
  const now = deps.clock.now();

  const outcome = await deps.db.transaction().execute(async (trx): Promise<SubmitRefusal | Submitted> => {
    const locked = await lockEnrolment(trx, enrolment.id);
    const open = await q.openAttempt(trx, quiz.id, learner.userId);
    if (body.attempt_id !== undefined && body.attempt_id !== open?.id) {
      if (!(await q.findAttemptOf(trx, body.attempt_id, quiz.id, learner.userId)))
        throw validationError({ attempt_id: ['validation.unknownItem'] });
      return { status: 409, key: 'error.attemptAlreadySubmitted' };
    }
    if (!open) {
      const last = await q.lastSubmitted(trx, quiz.id, learner.userId);
      if (last && isCoolingDown(last.next_attempt_at, now)) return { next: last.next_attempt_at! };
      return { status: 409, key: 'error.noOpenAttempt' };
    }
    // Submitted and reopened since the content above was read: that content may be another version's.
    if (open.id !== attemptId) return { status: 409, key: 'error.attemptAlreadySubmitted' };
    if (
      open.kind === 'pretest' &&
      (await requireEnrolment(trx, learner.userId, resolved.courseId)).status === 'completed'
    ) {
      // Opened as the pretest before the course was completed: it can no longer count as either.
      await q.closeAttempt(trx, open.id, {
        ...expiredValues(now, null),
        total_score_possible: scoredCount(content),
      });
      await refreshLearnerCourseFigures(trx, learner.userId, resolved.courseId);
      return { status: 409, key: 'error.attemptOutdated' };
    }

    const scorable = content.questions.map((x) => ({
      ...x,
      answers: content.answersByQuestion.get(x.id) ?? [],
    }));
    const result = scoreQuiz(scorable, given);
    const late = isLateSubmission(open.started_at, quiz.time_limit_seconds, now);
    const passed = !late && isPassingScore(result.score, result.total, Number(quiz.pass_mark));
    const status: AttemptStatus = late ? 'expired' : passed ? 'passed' : 'failed';
    // A failed post-test after which the post-test is closed (under `first`, or the delayed one) promises no
    // retake: it has no cooldown to wait out (docs/design/adaptive.md §2). Only a failure has a cooldown.
    const closesPostTest =
      open.kind === 'posttest' &&
      status === 'failed' &&
      (await postTestClosesAfter(trx, learner.userId, resolved.courseId, now));
    const values = {
      status,
      score: result.score,
      total_score_possible: result.total,
      percentage: result.percentage,
      time_spent: timeSpentSeconds(open.started_at, now),
      late: late ? 1 : 0,
      submitted_at: now.toISOString(),
      // No cooldown after an expired attempt (not a failure) nor after the pretest (never offered again; the
      // post-test that follows completion is another test, docs/design/adaptive.md §2).
      next_attempt_at:
        late || open.kind === 'pretest' || closesPostTest
          ? null
          : (nextAttemptAt(passed, now, quiz.cooldown_seconds)?.toISOString() ?? null),
    };
    if (!(await q.closeAttempt(trx, open.id, values)))
      return { status: 409, key: 'error.attemptAlreadySubmitted' };

    const byQuestion = new Map(given.map((g) => [g.question_id, g]));
    await q.insertAttemptAnswers(
      trx,
      result.outcomes.map((o) => {
        const answer = byQuestion.get(o.question_id);
        return {
          attempt_id: open.id,
          question_id: o.question_id,
          answer_ids: answer?.answer_ids ? JSON.stringify(answer.answer_ids) : null,
          value: answer?.value ?? null,
          is_correct: o.is_correct === null ? null : o.is_correct ? 1 : 0,
        };
      }),
    );
    // In this transaction: an attempt is in the research record (docs/integrations.md) exactly when it is stored.
    await queueStatements(
      trx,
      quizAttemptEvents({
        userId: learner.userId,
        quiz: { id: quiz.id, courseId: resolved.courseId, kind: open.kind },
        attemptId: open.id,
        questions: scorable,
        given,
        outcomes: result.outcomes,
        score: result.score,
        total: result.total,
        passed,
        timeSpentSeconds: values.time_spent,
        at: values.submitted_at,
      }),
    );
    await recordLearningObjectAnswers(trx, {
      course,
      enrolment: locked ?? enrolment,
      learningObjectId: open.learning_object_id,
      attemptId: open.id,
      // Each answer with what its question's guess depends on (docs/design/adaptive.md §4).
      answers: result.outcomes.map((o, i) => ({
        correct: o.is_correct,
        question: {
          type: o.type,
          answerCount: scorable[i]!.answers.length,
          correctCount: scorable[i]!.answers.filter((a) => a.is_valid === 1).length,
        },
      })),
      now,
    });
    const counted =
      open.learning_object_id === null
        ? await recordCourseQuizAttempt(trx, lang, {
            userId: learner.userId,
            courseId: resolved.courseId,
            attemptId: open.id,
            kind: open.kind,
            status: values.status,
            percentage: values.percentage,
            submittedAt: values.submitted_at,
          })
        : null;
    // A consenting learner of a study course is allocated when the pretest is recorded, in this transaction,
    // and what their condition shows them from then on is recorded with it (docs/design/adaptive.md §10).
    if (counted?.counted_as === 'pretest' && counted.level) {
      const condition = await allocateAtPretest(trx, {
        userId: learner.userId,
        courseId: resolved.courseId,
        level: counted.level,
        now,
      });
      if (condition !== null)
        await recordShownPath(trx, {
          course,
          enrolment: { user_id: learner.userId, level: counted.level },
          now,
        });
    }
    await queueLtiGrades(trx, learner.userId, resolved.courseId, now);
    // The reports' figures follow the attempt and what the enrolment now counts (docs/design/adaptive.md §7).
    await refreshLearnerCourseFigures(trx, learner.userId, resolved.courseId);
    return { row: { ...open, ...values }, result, counted, review: { content, given } };
  });

  if ('next' in outcome) throw cooldown(outcome.next);
  if ('key' in outcome) throw new AppError(outcome.status, outcome.key);
  return outcome;
}

/**
 * `POST /api/user/quiz/submit/{quizId}`: the course quiz. The result says what the attempt counts as and, for
 * the pretest, the level and why; never which questions were right (docs/design/adaptive.md §2).
 */
export async function submitCourseQuiz(
  deps: QuizDeps,
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
  deps: QuizDeps,
  learner: Learner,
  quizId: number,
  body: QuizSubmitBody,
  lang: Language,
): Promise<QuizSubmitResult> {
  const { row, result, review } = await submitAttempt(deps, learner, quizId, body, 'learning_object', lang);
  return {
    ...attemptResultToWire(row),
    answers: result.outcomes.map((o) => ({ question_id: o.question_id, is_correct: o.is_correct })),
    review: quizReview(review.content, review.given, result.outcomes),
  };
}
