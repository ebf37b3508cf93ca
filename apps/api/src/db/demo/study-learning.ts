// The learning part of the demo study (docs/studies.md, "The demo study"): each simulated learner's path at
// allocation, kept through the studies module's snapshot row, and the learning-object quizzes they took between
// the pretest and completion, scored by the shared quiz scoring, each submission one learning opportunity of the
// shared BKT (docs/design/adaptive.md §4) with the course's parameters. Built in memory from seeded draws, then
// written with multi-row inserts inside the demo study's transaction.
import {
  type AttemptStatus,
  type BktAnswer,
  bktSubmission,
  buildLearningPath,
  type GivenAnswer,
  isMastered,
  isPassingScore,
  type LearnerLevel,
  nextAttemptAt,
  type PathPolicy,
  questionGuess,
  questionTypes,
  type ResolvedBktParams,
  resolveBktParams,
  type ScorableQuestion,
  type StudyCondition,
  type StyleResult,
  scoreQuiz,
} from '@parcours/shared';
import { groupAnswers } from '../../modules/quizzes/mapper';
import * as quizQueries from '../../modules/quizzes/queries';
import { passedQuizIds } from '../../modules/quizzes/refs';
import { pathSnapshotRow } from '../../modules/studies/participation';
import { courseOutline, pathUnitsOf } from '../../modules/units/service';
import type { Database } from '../database';

interface LoQuiz {
  learningObjectId: number;
  quizId: number;
  passMark: number;
  cooldownSeconds: number | null;
  questions: ScorableQuestion[];
}

export interface CourseLearning {
  isSequential: boolean;
  units: ReturnType<typeof pathUnitsOf>;
  quizzes: LoQuiz[];
  bkt: ResolvedBktParams;
}

/** The content of the study's courses that the simulation needs; a fixed number of queries per course. */
export async function loadCourseLearning(
  db: Database,
  courseIds: number[],
  viewerId: number,
): Promise<Map<number, CourseLearning>> {
  const out = new Map<number, CourseLearning>();
  for (const courseId of courseIds) {
    const course = await db
      .selectFrom('courses')
      .select(['id', 'is_sequential', 'bkt_prior', 'bkt_learn', 'bkt_guess', 'bkt_slip', 'structure_version'])
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    const outline = await courseOutline(db, course);
    const units = pathUnitsOf(outline, await passedQuizIds(db, viewerId, outline.quizIds));
    const quizIds = units.flatMap((u) => u.learningObjects.flatMap((lo) => (lo.quizId ? [lo.quizId] : [])));
    const quizzes =
      quizIds.length === 0
        ? []
        : await db
            .selectFrom('quizzes')
            .select(['id', 'learning_object_id', 'pass_mark', 'cooldown_seconds'])
            .where('id', 'in', quizIds)
            .execute();
    const questions = await quizQueries.questionsOf(db, quizIds);
    const answers = groupAnswers(
      await quizQueries.answersOf(
        db,
        questions.map((x) => x.id),
      ),
    );
    const byId = new Map(quizzes.map((z) => [z.id, z]));
    out.set(courseId, {
      isSequential: Number(course.is_sequential) === 1,
      units,
      bkt: resolveBktParams({
        prior: course.bkt_prior,
        learn: course.bkt_learn,
        guess: course.bkt_guess,
        slip: course.bkt_slip,
      }),
      quizzes: quizIds.map((id) => {
        const z = byId.get(id)!;
        return {
          learningObjectId: z.learning_object_id!,
          quizId: id,
          passMark: Number(z.pass_mark),
          cooldownSeconds: z.cooldown_seconds,
          questions: questions
            .filter((x) => x.quiz_id === id)
            .map((x) => ({
              id: x.id,
              type: x.type,
              is_valid: x.is_valid,
              answers: (answers.get(x.id) ?? []).map((a) => ({ id: a.id, is_valid: a.is_valid })),
            })),
        };
      }),
    });
  }
  return out;
}

export interface SimulatedLearner {
  userId: number;
  courseId: number;
  /** The pretest percentage: how much the learner knows at the start. */
  pre: number;
  level: LearnerLevel;
  style: StyleResult;
  styleResultId: number;
  enrolledAt: number;
  /** When the learner completed the course, or null: then they stopped part-way. */
  completedAt: number | null;
  allocation: { participantId: number; condition: StudyCondition; at: number } | null;
}

/** The answer a learner gives to a question, right or wrong. */
function answerTo(question: ScorableQuestion, right: boolean, random: () => number): GivenAnswer {
  if (question.type === questionTypes.BINARY) {
    const truth = question.is_valid === 1 || question.is_valid === true;
    return { question_id: question.id, value: truth === right ? '1' : '0' };
  }
  if (question.type === questionTypes.QCM) {
    const correct = question.answers.filter((a) => a.is_valid === 1 || a.is_valid === true);
    const wrong = question.answers.filter((a) => !(a.is_valid === 1 || a.is_valid === true));
    if (right || wrong.length === 0)
      return { question_id: question.id, answer_ids: correct.map((a) => a.id) };
    return { question_id: question.id, answer_ids: [wrong[Math.floor(random() * wrong.length)]!.id] };
  }
  return { question_id: question.id, value: right ? 'I would explain it with an example.' : 'Not sure.' };
}

/** Rows to insert, attempts first; answers and mastery updates name their attempt by its index. */
export interface LearningRows {
  attempts: {
    quiz_id: number;
    user_id: number;
    course_id: number;
    learning_object_id: number;
    kind: 'learning_object';
    status: AttemptStatus;
    score: number;
    total_score_possible: number;
    percentage: number;
    time_spent: number;
    late: number;
    started_at: string;
    submitted_at: string;
    next_attempt_at: string | null;
  }[];
  answers: {
    attempt: number;
    question_id: number;
    answer_ids: string | null;
    value: string | null;
    is_correct: number | null;
  }[];
  updates: {
    attempt: number;
    user_id: number;
    learning_object_id: number;
    p_before: number;
    p_after: number;
    created_at: string;
  }[];
  mastery: {
    user_id: number;
    learning_object_id: number;
    p_known: number;
    observations: number;
    mastered_at: string | null;
    updated_at: string;
  }[];
  snapshots: ReturnType<typeof pathSnapshotRow>[];
  exposures: { participant_id: number; course_id: number; learning_object_id: number; opened_at: string }[];
}

const hour = 3600 * 1000;

/**
 * The learning of every simulated learner: a path snapshot at allocation, then each learning-object quiz in path
 * order, its object shown in the player 20 minutes before the first attempt (the exposure log, drawing nothing
 * from the random sequence) (every quiz for a learner who completed, a share for one who stopped), retaken after a failure until
 * passed or three attempts, each answer right with the chance the learner knows the object (growing with the
 * pretest and each attempt) or guesses it.
 */
export function simulateLearning(
  learners: SimulatedLearner[],
  courses: Map<number, CourseLearning>,
  random: () => number,
): LearningRows {
  const rows: LearningRows = {
    attempts: [],
    answers: [],
    updates: [],
    mastery: [],
    snapshots: [],
    exposures: [],
  };
  for (const l of learners) {
    const course = courses.get(l.courseId);
    if (!course) continue;
    const policy: PathPolicy = l.allocation?.condition ?? 'adaptive';
    const path = buildLearningPath({
      course: { isSequential: course.isSequential },
      units: course.units,
      level: l.level,
      style: l.style,
      mastery: new Map(),
      policy,
    });
    if (l.allocation)
      rows.snapshots.push(
        pathSnapshotRow({
          participantId: l.allocation.participantId,
          courseId: l.courseId,
          policy: path.policy,
          level: path.level,
          styleResultId:
            path.policy === 'adaptive' || path.policy === 'style_mismatched' ? l.styleResultId : null,
          steps: path.steps,
          now: new Date(l.allocation.at),
        }),
      );
    const order = path.steps.flatMap((s) => (s.kind === 'learning_object' ? [s.learningObjectId] : []));
    const quizzes = order.flatMap((id) => course.quizzes.filter((z) => z.learningObjectId === id));
    const taken =
      l.completedAt === null ? Math.floor(quizzes.length * (0.2 + 0.6 * random())) : quizzes.length;
    const end = l.completedAt ?? l.enrolledAt + 10 * 24 * hour;
    const from = l.enrolledAt + 2 * hour;
    const span = Math.max(end - from - 2 * hour, hour);
    for (const [k, quiz] of quizzes.slice(0, taken).entries()) {
      let at = from + Math.floor((span * k) / Math.max(quizzes.length, 1));
      const shown = rows.exposures.at(-1);
      if (
        l.allocation &&
        !(
          shown?.participant_id === l.allocation.participantId &&
          shown.learning_object_id === quiz.learningObjectId
        )
      )
        rows.exposures.push({
          participant_id: l.allocation.participantId,
          course_id: l.courseId,
          learning_object_id: quiz.learningObjectId,
          opened_at: new Date(at - 20 * 60 * 1000).toISOString(),
        });
      let pKnown = course.bkt.prior;
      let observations = 0;
      let masteredAt: string | null = null;
      for (let n = 0; n < 3; n++) {
        const knows = Math.min(0.95, 0.25 + (0.55 * l.pre) / 100 + 0.2 * n);
        const given = quiz.questions.map((x) => {
          const guess = questionGuess({
            type: x.type,
            answerCount: x.answers.length,
            correctCount: x.answers.filter((a) => a.is_valid === 1 || a.is_valid === true).length,
          });
          const right = random() < knows ? random() >= 0.1 : random() < guess;
          return answerTo(x, right, random);
        });
        const result = scoreQuiz(quiz.questions, given);
        const passed = isPassingScore(result.score, result.total, quiz.passMark);
        const timeSpent = 60 + Math.floor(240 * random());
        const submitted = new Date(at + timeSpent * 1000);
        const next = nextAttemptAt(passed, submitted, quiz.cooldownSeconds);
        const attempt = rows.attempts.length;
        rows.attempts.push({
          quiz_id: quiz.quizId,
          user_id: l.userId,
          course_id: l.courseId,
          learning_object_id: quiz.learningObjectId,
          kind: 'learning_object',
          status: passed ? 'passed' : 'failed',
          score: result.score,
          total_score_possible: result.total,
          percentage: result.percentage,
          time_spent: timeSpent,
          late: 0,
          started_at: new Date(at).toISOString(),
          submitted_at: submitted.toISOString(),
          next_attempt_at: next?.toISOString() ?? null,
        });
        const byQuestion = new Map(given.map((g) => [g.question_id, g]));
        for (const o of result.outcomes) {
          const g = byQuestion.get(o.question_id);
          rows.answers.push({
            attempt,
            question_id: o.question_id,
            answer_ids: g?.answer_ids ? JSON.stringify(g.answer_ids) : null,
            value: g?.value ?? null,
            is_correct: o.is_correct === null ? null : o.is_correct ? 1 : 0,
          });
        }
        // The same observation as the quizzes module's submit: each scored answer with its question's guess.
        const observed: BktAnswer[] = result.outcomes.flatMap((o, i) =>
          o.is_correct === null
            ? []
            : [
                {
                  correct: o.is_correct,
                  guess: questionGuess({
                    type: o.type,
                    answerCount: quiz.questions[i]!.answers.length,
                    correctCount: quiz.questions[i]!.answers.filter(
                      (a) => a.is_valid === 1 || a.is_valid === true,
                    ).length,
                  }),
                },
              ],
        );
        if (observed.length > 0) {
          const before = pKnown;
          pKnown = bktSubmission(before, observed, course.bkt);
          observations += observed.length;
          masteredAt = isMastered(pKnown) ? (masteredAt ?? submitted.toISOString()) : null;
          rows.updates.push({
            attempt,
            user_id: l.userId,
            learning_object_id: quiz.learningObjectId,
            p_before: before,
            p_after: pKnown,
            created_at: submitted.toISOString(),
          });
        }
        if (passed) break;
        at = Math.max(next?.getTime() ?? 0, submitted.getTime()) + Math.floor(6 * hour * random());
      }
      if (observations > 0)
        rows.mastery.push({
          user_id: l.userId,
          learning_object_id: quiz.learningObjectId,
          p_known: pKnown,
          observations,
          mastered_at: masteredAt,
          updated_at: rows.updates[rows.updates.length - 1]!.created_at,
        });
    }
  }
  return rows;
}

/** Multi-row inserts of at most this many rows, under both engines' limits on bound parameters. */
const chunk = 400;

async function inChunks<T, R>(rows: T[], insert: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let from = 0; from < rows.length; from += chunk)
    out.push(...(await insert(rows.slice(from, from + chunk))));
  return out;
}

/** Writes the simulated learning inside the caller's transaction. */
export async function insertLearning(trx: Database, rows: LearningRows): Promise<void> {
  await inChunks(rows.snapshots, (part) => trx.insertInto('study_path_snapshots').values(part).execute());
  await inChunks(rows.exposures, (part) => trx.insertInto('study_exposures').values(part).execute());
  const ids = await inChunks(rows.attempts, (part) =>
    trx.insertInto('quiz_attempts').values(part).returning('id').execute(),
  );
  await inChunks(
    rows.answers.map(({ attempt, ...a }) => ({ ...a, attempt_id: ids[attempt]!.id })),
    (part) => trx.insertInto('attempt_answers').values(part).execute(),
  );
  await inChunks(
    rows.updates.map(({ attempt, ...u }) => ({ ...u, attempt_id: ids[attempt]!.id })),
    (part) => trx.insertInto('mastery_updates').values(part).execute(),
  );
  await inChunks(rows.mastery, (part) => trx.insertInto('mastery').values(part).execute());
}
