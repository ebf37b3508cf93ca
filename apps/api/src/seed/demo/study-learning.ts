// The learning part of the demo study (docs/studies.md, "The demo study"): each simulated learner's path at
// allocation, kept through the studies module's snapshot row, and the learning-object quizzes they took between
// the pretest and completion, scored by the shared quiz scoring. Built in memory from seeded draws, then recorded
// inside the demo study's transaction through `recordPastAttempts` (flows/past-attempts.ts), so each submission is
// one learning opportunity of the mastery module's BKT (docs/design/adaptive.md §4) and the enrolment's
// progress and the reports' figures follow, as for a learner's own submission.
import {
  buildLearningPath,
  type GivenAnswer,
  isPassingScore,
  type LearnerLevel,
  nextAttemptAt,
  type PathPolicy,
  questionGuess,
  questionTypes,
  type ScorableQuestion,
  type StudyCondition,
  type StyleResult,
  scoreQuiz,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import { type PastAttempt, recordPastAttempts } from '../../flows/past-attempts';
import { groupAnswers } from '../../modules/quizzes/mapper';
import * as quizQueries from '../../modules/quizzes/queries';
import { passedQuizIds } from '../../modules/quizzes/refs';
import { pathSnapshotRow } from '../../modules/studies/participation';
import { courseOutline, pathUnitsOf } from '../../modules/units/service';

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
      .select(['id', 'is_sequential', 'structure_version'])
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

/** What the simulation writes: attempts through the quizzes module, the rest through the studies module's rows. */
export interface LearningRows {
  attempts: PastAttempt[];
  snapshots: ReturnType<typeof pathSnapshotRow>[];
  exposures: { participant_id: number; course_id: number; learning_object_id: number; opened_at: string }[];
}

const hour = 3600 * 1000;

/** What a question's guess depends on (docs/design/adaptive.md §4). */
const guessOf = (x: ScorableQuestion) => ({
  type: x.type,
  answerCount: x.answers.length,
  correctCount: x.answers.filter((a) => a.is_valid === 1 || a.is_valid === true).length,
});

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
  const rows: LearningRows = { attempts: [], snapshots: [], exposures: [] };
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
      for (let n = 0; n < 3; n++) {
        const knows = Math.min(0.95, 0.25 + (0.55 * l.pre) / 100 + 0.2 * n);
        const given = quiz.questions.map((x) => {
          const guess = questionGuess(guessOf(x));
          const right = random() < knows ? random() >= 0.1 : random() < guess;
          return answerTo(x, right, random);
        });
        const result = scoreQuiz(quiz.questions, given);
        const passed = isPassingScore(result.score, result.total, quiz.passMark);
        const timeSpent = 60 + Math.floor(240 * random());
        const submitted = new Date(at + timeSpent * 1000);
        const next = nextAttemptAt(passed, submitted, quiz.cooldownSeconds);
        const byQuestion = new Map(given.map((g) => [g.question_id, g]));
        const byId = new Map(quiz.questions.map((x) => [x.id, x]));
        rows.attempts.push({
          attempt: {
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
          },
          answers: result.outcomes.map((o) => {
            const g = byQuestion.get(o.question_id);
            return {
              question_id: o.question_id,
              answer_ids: g?.answer_ids ? JSON.stringify(g.answer_ids) : null,
              value: g?.value ?? null,
              is_correct: o.is_correct === null ? null : o.is_correct ? 1 : 0,
              credit: o.credit,
            };
          }),
          // Each scored answer with its question's guess, as the submission gives them to mastery.
          observed: result.outcomes.map((o) => ({
            correct: o.is_correct,
            question: guessOf(byId.get(o.question_id)!),
          })),
        });
        if (passed) break;
        at = Math.max(next?.getTime() ?? 0, submitted.getTime()) + Math.floor(6 * hour * random());
      }
    }
  }
  return rows;
}

/** Multi-row inserts of at most this many rows, under both engines' limits on bound parameters. */
const chunk = 400;

async function inChunks<T>(rows: T[], insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let from = 0; from < rows.length; from += chunk) await insert(rows.slice(from, from + chunk));
}

/**
 * Writes the simulated learning inside the caller's transaction: the path snapshots and exposures, then the
 * pretests and the learning-object attempts in one `recordPastAttempts` (the pretests first, so each enrolment
 * has its level before the attempts that follow; mastery, progress and the reports' figures follow them).
 */
export async function insertLearning(
  trx: Database,
  pretests: PastAttempt[],
  rows: LearningRows,
): Promise<void> {
  await inChunks(rows.snapshots, (part) => trx.insertInto('study_path_snapshots').values(part).execute());
  await inChunks(rows.exposures, (part) => trx.insertInto('study_exposures').values(part).execute());
  await recordPastAttempts(trx, 'en', [...pretests, ...rows.attempts]);
}
