// Submitting a quiz, the quizzes module's part (docs/design/adaptive.md §2 and §5): the open attempt claimed,
// scored under the timing rules, closed with its answers. Run inside the transaction of
// flows/quiz-taking.ts, which records around it what the attempt means for the enrolment, mastery, the study,
// the LMS and the reports.
import {
  type AttemptStatus,
  type GivenAnswer,
  isCoolingDown,
  isLateSubmission,
  isPassingScore,
  nextAttemptAt,
  type QuizSubmitResult,
  scoreQuiz,
  timeSpentSeconds,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import { validationError } from './builder';
import { attemptResultToWire, type QuizContent } from './mapper';
import * as q from './queries';
import { quizReview } from './review';

export type ClaimRefusal =
  | { status: 409; key: 'error.noOpenAttempt' | 'error.attemptAlreadySubmitted' | 'error.attemptOutdated' }
  | { next: string };

/**
 * The open attempt a submission closes, or why there is none to close: 409 when the attempt named was submitted
 * already (or reopened since its questions were read, so on another version), 409 with the next start time
 * during a cooldown. 422 for an attempt id that is not one of the learner's attempts of this quiz.
 */
export async function claimOpenAttempt(
  trx: Database,
  input: { quizId: number; userId: number; named: number | undefined; read: number | null; now: Date },
): Promise<ClaimRefusal | { open: q.AttemptRow }> {
  const open = await q.openAttempt(trx, input.quizId, input.userId);
  if (input.named !== undefined && input.named !== open?.id) {
    if (!(await q.findAttemptOf(trx, input.named, input.quizId, input.userId)))
      throw validationError({ attempt_id: ['validation.unknownItem'] });
    return { status: 409, key: 'error.attemptAlreadySubmitted' };
  }
  if (!open) {
    const last = await q.lastSubmitted(trx, input.quizId, input.userId);
    if (last && isCoolingDown(last.next_attempt_at, input.now)) return { next: last.next_attempt_at! };
    return { status: 409, key: 'error.noOpenAttempt' };
  }
  // Submitted and reopened since the content was read: that content may be another version's.
  if (open.id !== input.read) return { status: 409, key: 'error.attemptAlreadySubmitted' };
  return { open };
}

/** A submission scored: each question with its answers, the outcome, and the status it closes the attempt as. */
export function scoreSubmission(
  quiz: q.QuizRow,
  open: q.AttemptRow,
  content: QuizContent,
  given: GivenAnswer[],
  now: Date,
) {
  const scorable = content.questions.map((x) => ({
    ...x,
    answers: (content.answersByQuestion.get(x.id) ?? []).map((a) => ({ ...a, match: a.match_text })),
  }));
  const result = scoreQuiz(scorable, given);
  const late = isLateSubmission(open.started_at, quiz.time_limit_seconds, now);
  const passed = !late && isPassingScore(result.score, result.total, Number(quiz.pass_mark));
  const status: AttemptStatus = late ? 'expired' : passed ? 'passed' : 'failed';
  return { scorable, result, late, passed, status };
}

export type ScoredSubmission = ReturnType<typeof scoreSubmission>;

/**
 * Closes the claimed attempt with its score and stores each answer. `noRetake`: a failed attempt after which no
 * retake is promised (the closing post-test) gets no cooldown. Null when a parallel submission closed it first.
 */
export async function storeSubmission(
  trx: Database,
  input: {
    quiz: q.QuizRow;
    open: q.AttemptRow;
    scored: ScoredSubmission;
    given: GivenAnswer[];
    noRetake: boolean;
    now: Date;
  },
) {
  const { quiz, open, scored, now } = input;
  const { result, late, passed } = scored;
  const values = {
    status: scored.status,
    score: result.score,
    total_score_possible: result.total,
    percentage: result.percentage,
    time_spent: timeSpentSeconds(open.started_at, now),
    late: late ? 1 : 0,
    submitted_at: now.toISOString(),
    // No cooldown after an expired attempt (not a failure) nor after the pretest (never offered again; the
    // post-test that follows completion is another test, docs/design/adaptive.md §2).
    next_attempt_at:
      late || open.kind === 'pretest' || input.noRetake
        ? null
        : (nextAttemptAt(passed, now, quiz.cooldown_seconds)?.toISOString() ?? null),
  };
  if (!(await q.closeAttempt(trx, open.id, values))) return null;

  const byQuestion = new Map(input.given.map((g) => [g.question_id, g]));
  await q.insertAttemptAnswers(
    trx,
    result.outcomes.map((o) => {
      const answer = byQuestion.get(o.question_id);
      return {
        attempt_id: open.id,
        question_id: o.question_id,
        answer_ids: answer?.answer_ids ? JSON.stringify(answer.answer_ids) : null,
        // A matching or ordering answer's list is kept as JSON text.
        value: answer?.value ?? (answer?.items ? JSON.stringify(answer.items) : null),
        is_correct: o.is_correct === null ? null : o.is_correct ? 1 : 0,
        credit: o.credit,
      };
    }),
  );
  return { ...open, ...values };
}

/** The result of a learning object's quiz, practice: the attempt, what was right, and the review. */
export function practiceResult(
  row: q.AttemptRow,
  scored: ScoredSubmission,
  content: QuizContent,
  given: GivenAnswer[],
): QuizSubmitResult {
  return {
    ...attemptResultToWire(row),
    answers: scored.result.outcomes.map((o) => ({
      question_id: o.question_id,
      is_correct: o.is_correct,
      credit: o.credit,
    })),
    review: quizReview(content, given, scored.result.outcomes),
  };
}
