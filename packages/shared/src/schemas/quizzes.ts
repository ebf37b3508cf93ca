// Wire schemas of quizzes (docs/design/product.md §3 and §7, docs/design/contract.md §7, docs/design/adaptive.md §5): the
// admin quiz builder, the quiz a learner takes (never with correct answers), submissions and scores.
import { z } from 'zod';
import { questionTypes, unitTypes } from '../constants';
import type { MessageKey } from '../messages';
import { quizForms } from '../quiz/forms';
import { type QuestionType, questionTypeValues } from '../quiz/scoring';
import { parseTypedNumber } from '../quiz/typed-answers';
import { pageQuery, recordId } from './common';
import { bit, idList, idValue, listOf, optionalId, requiredOr, requiredText, toNumber } from './form-fields';

/** Whole seconds, or null for "none" (an empty form field counts as none). */
const optionalSeconds = (min: number) =>
  z.preprocess(
    (v) => (v === '' || v === 'null' ? null : toNumber(v)),
    z
      .number({ error: 'validation.secondsInvalid' })
      .int('validation.secondsInvalid')
      .min(min, 'validation.secondsInvalid')
      .max(7 * 24 * 3600, 'validation.secondsInvalid')
      .nullable()
      .optional(),
  );

// ---- admin: quiz builder ----

/** A number from JSON or a form field ("0.5", "0,5"); blank is absent. */
const typedNumber = (message: MessageKey) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (parseTypedNumber(v) ?? Number.NaN)) : v),
    z.number({ error: message }).refine(Number.isFinite, message),
  );

export const answerInput = z.object({
  id: optionalId,
  /** Required, except a MATCHING row's prompt, which is empty for a distractor (checked with the question). */
  answer: z.string({ error: 'validation.answerRequired' }).trim().max(1000, 'validation.tooLong').default(''),
  /** A MATCHING row's text that its prompt matches. */
  match: z
    .string({ error: 'validation.matchRequired' })
    .trim()
    .max(1000, 'validation.tooLong')
    .nullable()
    .optional(),
  is_valid: bit.optional().default(0),
  /**
   * The credit an accepted answer of a NUMERICAL or SHORT_ANSWER question earns, above 0 and up to 1 (a QCM
   * answer's credit is its validity: what the builder reads back is accepted and ignored).
   */
  credit: typedNumber('validation.creditInvalid')
    .refine((v) => v >= 0 && v <= 1, 'validation.creditInvalid')
    .nullable()
    .optional(),
  /** A NUMERICAL answer's tolerance, absolute, 0 or more. */
  tolerance: typedNumber('validation.toleranceInvalid')
    .refine((v) => v >= 0, 'validation.toleranceInvalid')
    .nullable()
    .optional(),
});

/** The types the builder saves: OPEN questions are not accepted yet. */
const buildableTypes: readonly number[] = [
  questionTypes.QCM,
  questionTypes.BINARY,
  questionTypes.NUMERICAL,
  questionTypes.SHORT_ANSWER,
  questionTypes.MATCHING,
  questionTypes.ORDERING,
];

export const questionInput = z
  .object({
    id: optionalId,
    question: requiredText('validation.questionRequired', 2000),
    type: z.preprocess(
      toNumber,
      z
        .number({ error: requiredOr('validation.questionTypeRequired') })
        .transform((type, ctx): QuestionType => {
          if (buildableTypes.includes(type)) return type as QuestionType;
          ctx.addIssue({
            code: 'custom',
            message:
              type === questionTypes.OPEN ? 'validation.openQuestionNotAccepted' : 'validation.invalidValue',
          });
          return z.NEVER;
        }),
    ),
    /** The correct value of a BINARY question. */
    is_valid: bit.optional(),
    /** A SHORT_ANSWER compared with case; otherwise case is ignored. */
    case_sensitive: bit.optional().default(0),
    /** The author's level of the question (parallel forms are balanced by it); empty for none. */
    level: z.preprocess(
      (v) => (v === '' || v === 'null' ? null : v),
      z.enum(unitTypes, { error: 'validation.invalidValue' }).nullable().optional(),
    ),
    /** A QCM's answers, or a NUMERICAL or SHORT_ANSWER question's accepted answers; the list is the whole set. */
    answers: listOf(answerInput),
  })
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[], message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (q.type === questionTypes.MATCHING) {
      q.answers.forEach((a, i) => {
        if (!a.match)
          issue(
            ['answers', i, a.answer === '' ? 'answer' : 'match'],
            a.answer === '' ? 'validation.answerRequired' : 'validation.matchRequired',
          );
      });
      if (q.answers.filter((a) => a.answer !== '' && a.match).length < 2) {
        issue(['answers'], 'validation.matchingTwoPairs');
      }
    } else {
      q.answers.forEach((a, i) => {
        if (a.answer === '') issue(['answers', i, 'answer'], 'validation.answerRequired');
      });
    }
    if (q.type === questionTypes.ORDERING) {
      if (q.answers.length < 2) issue(['answers'], 'validation.orderingTwoItems');
      const seen = new Set<string>();
      q.answers.forEach((a, i) => {
        const key = a.answer.toLowerCase();
        if (a.answer !== '' && seen.has(key)) issue(['answers', i, 'answer'], 'validation.orderingDistinct');
        seen.add(key);
      });
    }
    if (q.type === questionTypes.NUMERICAL || q.type === questionTypes.SHORT_ANSWER) {
      q.answers.forEach((a, i) => {
        if (q.type === questionTypes.NUMERICAL && parseTypedNumber(a.answer) === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['answers', i, 'answer'],
            message: 'validation.numericalAnswerInvalid',
          });
        }
        if (a.credit === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['answers', i, 'credit'],
            message: 'validation.creditInvalid',
          });
        }
      });
      if (!q.answers.some((a) => (a.credit ?? 1) === 1)) {
        ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.fullCreditAnswerRequired' });
      }
    }
    if (q.type === questionTypes.BINARY && q.is_valid === undefined) {
      ctx.addIssue({ code: 'custom', path: ['is_valid'], message: 'validation.answerRequired' });
    }
    if (q.type === questionTypes.QCM) {
      if (q.answers.length < 2)
        ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.qcmTwoAnswers' });
      else if (!q.answers.some((a) => a.is_valid === 1)) {
        ctx.addIssue({ code: 'custom', path: ['answers'], message: 'validation.qcmOneCorrect' });
      }
    }
  })
  .transform((q) => ({ ...q, answers: q.answers.map((a) => typedAnswerOf(q.type, a)) }));
export type QuestionInput = z.infer<typeof questionInput>;

/**
 * An answer as it is stored: an accepted answer of a typed question keeps its credit (default 1), is valid when
 * it earns full credit, and a NUMERICAL value is written with a dot ("9,81" is kept as "9.81"); a QCM answer's
 * credit is its validity, and only a NUMERICAL answer has a tolerance.
 */
interface StoredAnswerInput {
  id?: number;
  answer: string;
  is_valid: 0 | 1;
  credit: number;
  tolerance: number | null;
  match: string | null;
}

function typedAnswerOf(type: QuestionType, a: z.infer<typeof answerInput>): StoredAnswerInput {
  if (type === questionTypes.MATCHING) {
    // A pair earns its share of the question; a distractor (no prompt) nothing.
    const pair = a.answer !== '';
    return {
      ...a,
      is_valid: pair ? 1 : 0,
      credit: pair ? 1 : 0,
      tolerance: null,
      match: a.match ?? '',
    };
  }
  if (type === questionTypes.ORDERING) return { ...a, is_valid: 1, credit: 1, tolerance: null, match: null };
  if (type !== questionTypes.NUMERICAL && type !== questionTypes.SHORT_ANSWER) {
    return { ...a, credit: a.is_valid, tolerance: null, match: null };
  }
  const credit = a.credit ?? 1;
  const value = type === questionTypes.NUMERICAL ? parseTypedNumber(a.answer) : null;
  return {
    ...a,
    answer: value === null ? a.answer : String(value),
    is_valid: credit === 1 ? 1 : 0,
    credit,
    tolerance: type === questionTypes.NUMERICAL ? (a.tolerance ?? 0) : null,
    match: null,
  };
}

/**
 * `POST /api/admin/course-quiz/{courseId}` and `POST /api/admin/add-quiz-to-lo/{loId}`. Questions with an id are
 * updated, without one created; their order in the list is their order in the quiz. `deleted_questions` are
 * removed (kept for the attempts that answered them).
 */
export const quizBody = z.object({
  pass_mark: z.preprocess(
    toNumber,
    z
      .number({ error: 'validation.passMarkRange' })
      .min(0, 'validation.passMarkRange')
      .max(100, 'validation.passMarkRange')
      .optional(),
  ),
  time_limit_seconds: optionalSeconds(1),
  cooldown_seconds: optionalSeconds(0),
  /**
   * The course quiz only: the pretest and the post-test each draw one of two parallel forms from the questions
   * (docs/design/adaptive.md §5). Fixed once the quiz has an attempt.
   */
  parallel_forms: bit.optional(),
  questions: listOf(questionInput),
  deleted_questions: idList,
});
export type QuizBody = z.infer<typeof quizBody>;

export const adminAnswer = z.preprocess(
  // Snapshots of versions made before credits existed: the credit is the answer's validity.
  (v) =>
    v !== null && typeof v === 'object' && !('credit' in v) && 'is_valid' in v
      ? { ...v, credit: Number(v.is_valid) === 1 ? 1 : 0 }
      : v,
  z.object({
    id: z.number(),
    answer: z.string(),
    is_valid: z.number(),
    position: z.number(),
    /** The credit the answer earns when chosen or matched, 0..1. */
    credit: z.number(),
    /** A NUMERICAL answer's tolerance; null for other types. */
    tolerance: z.number().nullable().default(null),
    /** A MATCHING row's text that its prompt matches (the prompt is `answer`, empty for a distractor). */
    match: z.string().nullable().default(null),
  }),
);
/** A stored question type (`questionTypes`) as the API answers it. */
const questionTypeValue = z.literal(questionTypeValues);

export const adminQuestion = z.object({
  id: z.number(),
  question: z.string(),
  type: questionTypeValue,
  is_valid: z.number().nullable(),
  position: z.number(),
  /** The author's level; snapshots of versions made before levels existed read as none. */
  level: z.enum(unitTypes).nullable().default(null),
  /** 1 when a SHORT_ANSWER is compared with case; 0 otherwise (and in snapshots made before it existed). */
  case_sensitive: z.number().default(0),
  answers: z.array(adminAnswer),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;
/** A quiz as the admin edits it: with the correct answers. */
export const adminQuiz = z.object({
  id: z.number(),
  kind: z.enum(['course', 'learning_object']),
  course_id: z.number(),
  learning_object_id: z.number().nullable(),
  pass_mark: z.number(),
  time_limit_seconds: z.number().nullable(),
  cooldown_seconds: z.number().nullable(),
  /** Whether the pretest and post-test draw parallel forms (course quiz only; false for a learning object's). */
  parallel_forms: z.boolean(),
  /** Whether `parallel_forms` can still change: not once the quiz has an attempt. */
  parallel_forms_locked: z.boolean(),
  /** The current version (docs/design/adaptive.md §2): 1, then one more each time questions of a quiz with attempts change. */
  version: z.number(),
  questions: z.array(adminQuestion),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminQuiz = z.infer<typeof adminQuiz>;

/** What a version changed against the one before it, in questions (an answer's change edits its question). */
export const quizVersionChanges = z.object({
  added: z.number(),
  removed: z.number(),
  edited: z.number(),
});
export type QuizVersionChanges = z.infer<typeof quizVersionChanges>;

/** `GET /api/admin/quizzes/{quizId}/versions`: one version of a quiz, newest first. */
export const quizVersion = z.object({
  version: z.number(),
  is_current: z.boolean(),
  /** When the version was made; `updated_at` moves while it is edited in place (before any attempt). */
  created_at: z.string(),
  updated_at: z.string(),
  /** Who made it; null when unknown (quizzes older than versions, or the account is gone). */
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  questions_count: z.number(),
  /** Attempts taken on this version, open ones included. */
  attempts_count: z.number(),
  /** Null for the first version. */
  changes: quizVersionChanges.nullable(),
});
export type QuizVersion = z.infer<typeof quizVersion>;

/** `GET /api/admin/quizzes/{quizId}/versions/{version}`: the questions as they were on that version. */
export const quizVersionDetail = quizVersion.extend({ questions: z.array(adminQuestion) });
export type QuizVersionDetail = z.infer<typeof quizVersionDetail>;

// ---- learner: taking a quiz ----

export const quizKinds = ['pretest', 'posttest', 'learning_object'] as const;
export type QuizKind = (typeof quizKinds)[number];
/** `expired`: left open past its time limit plus the grace (docs/design/adaptive.md §2); never pre or post. */
export const attemptStatuses = ['passed', 'failed', 'expired'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];
/** As stored: an attempt is `started` until it is submitted or closed as expired. */
export const storedAttemptStatuses = ['started', ...attemptStatuses] as const;
export type StoredAttemptStatus = (typeof storedAttemptStatuses)[number];

/** A quiz as a learner sees it before submitting: no `is_valid` anywhere. */
export const learnerQuiz = z.object({
  id: z.number(),
  kind: z.enum(quizKinds),
  course_id: z.number(),
  learning_object_id: z.number().nullable(),
  title: z.string(),
  pass_mark: z.number(),
  time_limit_seconds: z.number().nullable(),
  cooldown_seconds: z.number().nullable(),
  questions: z.array(
    z.object({
      id: z.number(),
      question: z.string(),
      type: z.number(),
      /** A QCM's answers; a MATCHING question's prompts (never their matches); empty for other types. */
      answers: z.array(z.object({ id: z.number(), answer: z.string() })),
      /** A MATCHING question's texts to choose from, sorted; empty for other types. */
      choices: z.array(z.string()),
      /** An ORDERING question's items in the order shown (never the correct one); empty for other types. */
      items: z.array(z.string()),
    }),
  ),
});

export const attemptResult = z.object({
  id: z.number(),
  kind: z.enum(quizKinds),
  /** Null for an attempt that expired with nothing submitted. */
  score: z.number().nullable(),
  total_score_possible: z.number(),
  percentage: z.number().nullable(),
  status: z.enum(attemptStatuses),
  passed: z.boolean(),
  late: z.boolean(),
  time_spent: z.number(),
  /** Null for an attempt closed as expired without a submission (docs/design/adaptive.md §2). */
  submitted_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResult>;

/** `GET /api/user/quiz/{quizId}`: the quiz and the attempt it started or resumed. */
export const takeQuizData = z.object({
  quiz: learnerQuiz,
  attempt: z.object({
    id: z.number(),
    started_at: z.string(),
    deadline: z.string().nullable(),
    /** The parallel form the attempt draws (docs/design/adaptive.md §5); null when the quiz has none. */
    form: z.enum(quizForms).nullable(),
  }),
  /** Always null here: a 200 means an attempt is open; a cooldown answers 409 with this field. */
  next_attempt_at: z.string().nullable(),
  last_result: attemptResult.nullable(),
  /** The server's clock, so a countdown does not depend on the device's. */
  server_time: z.string(),
});
export type TakeQuizData = z.infer<typeof takeQuizData>;

const answerValue = z
  .union([z.string().max(10_000, 'validation.tooLong'), z.number(), z.boolean()], {
    error: 'validation.invalidValue',
  })
  .transform((v) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v)));

/**
 * `POST /api/user/quiz/submit/{quizId}` and `POST /api/user/lo-quiz/submit/{quizId}` (form or JSON):
 * `answers[i][question_id]`, `answers[i][answer][]` (answer ids for QCM, '1'/'0' for BINARY, text for OPEN).
 */
export const quizSubmitBody = z.object({
  /** The attempt being submitted (from `GET /api/user/quiz/{quizId}`); the open attempt when absent. */
  attempt_id: optionalId,
  answers: listOf(z.object({ question_id: idValue, answer: listOf(answerValue, 100) }), 500),
  time_spent: z.preprocess(
    toNumber,
    z
      .number({ error: 'validation.secondsInvalid' })
      .int('validation.secondsInvalid')
      .min(0, 'validation.secondsInvalid')
      .optional(),
  ),
});
export type QuizSubmitBody = z.infer<typeof quizSubmitBody>;

/**
 * One question of a learning-object quiz's review after submitting (docs/design/adaptive.md §5: these quizzes
 * are practice, so the learner sees what was right). `answers` are a QCM's answers with the learner's choice
 * and the correct ones; `given_value` and `correct_value` are a BINARY question's '1' (true) or '0' (false), and
 * an OPEN question's text (not scored: `is_correct` null, no correct value). A NUMERICAL or SHORT_ANSWER
 * question has the learner's text in `given_value`, the credit it earned, and its `accepted` answers.
 */
export const quizReviewItem = z.object({
  question_id: z.number(),
  question: z.string(),
  type: z.number(),
  /** Full credit; null when the question is not scored. */
  is_correct: z.boolean().nullable(),
  /** The credit earned, 0..1 (below 1 and above 0: partial credit); null when the question is not scored. */
  credit: z.number().nullable(),
  answers: z.array(
    z.object({ id: z.number(), answer: z.string(), chosen: z.boolean(), correct: z.boolean() }),
  ),
  given_value: z.string().nullable(),
  correct_value: z.string().nullable(),
  /** A typed answer's accepted answers, full credit first; empty for other types. */
  accepted: z.array(z.object({ answer: z.string(), credit: z.number(), tolerance: z.number().nullable() })),
  /** A MATCHING question's prompts with the learner's match (null when not chosen) and the correct one. */
  matches: z.array(z.object({ prompt: z.string(), given: z.string().nullable(), correct: z.string() })),
  /** An ORDERING question's items in the learner's order (empty when unanswered) and in the correct order. */
  order: z.object({ given: z.array(z.string()), correct: z.array(z.string()) }).nullable(),
});
export type QuizReviewItem = z.infer<typeof quizReviewItem>;

/** The learning-object quiz submit result (docs/design/product.md §3's learning-object quiz result with `passed`). */
export const quizSubmitResult = attemptResult.extend({
  answers: z.array(
    z.object({ question_id: z.number(), is_correct: z.boolean().nullable(), credit: z.number().nullable() }),
  ),
  /** Learning-object quizzes only, in quiz order; never on a course quiz (pretest, post-test). */
  review: z.array(quizReviewItem).optional(),
});
export type QuizSubmitResult = z.infer<typeof quizSubmitResult>;

/**
 * The course-quiz submit result: the score and what the attempt counts as, never which questions were right
 * (the pretest would give away the post-test's key: docs/design/adaptive.md §2). For the pretest, the level it
 * assigned and why, in the caller's language.
 */
export const courseQuizSubmitResult = attemptResult.extend({
  counted_as: z.enum(['pretest', 'posttest']).nullable(),
  level: z.enum(['basic', 'intermediate', 'advanced']).nullable(),
  level_reason: z.string().nullable(),
});
export type CourseQuizSubmitResult = z.infer<typeof courseQuizSubmitResult>;

/** `GET /api/user/quiz-scores`. */
export const quizScoresQuery = pageQuery.extend({
  course_id: recordId.optional(),
  kind: z.enum(quizKinds).optional(),
});
export const quizScore = z.object({
  id: z.number(),
  /** Null for an attempt that expired with nothing submitted. */
  score: z.number().nullable(),
  total_score_possible: z.number(),
  percentage: z.number().nullable(),
  status: z.enum(attemptStatuses),
  kind: z.enum(quizKinds),
  late: z.boolean(),
  created_at: z.string(),
  time_spent: z.number().nullable(),
  quiz: z.object({
    id: z.number(),
    course: z.object({ id: z.number(), title: z.string() }),
    learning_object: z.object({ id: z.number(), title: z.string() }).nullable(),
  }),
});
export type QuizScore = z.infer<typeof quizScore>;
