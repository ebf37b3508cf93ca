// Quiz versions (docs/design/adaptive.md §2). Editing the questions or answers of a quiz that has attempts makes
// a new version; without attempts the edit changes the current version in place. Each version keeps a snapshot
// of its questions and answers, correct ones included, so an attempt's item-level answers (question and answer
// ids) stay readable against the quiz it was taken on, and an attempt left open across an edit is shown and
// scored on its own version. Settings (pass mark, time limit, cooldown) and a new order alone make no version.
import {
  type AdminQuestion,
  adminQuestion,
  type PaginationMeta,
  type QuizVersion,
  type QuizVersionChanges,
  type QuizVersionDetail,
} from '@parcours/shared';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { quizNotFound } from './errors';
import {
  adminQuestionsToWire,
  contentFromAdminQuestions,
  formContent,
  groupAnswers,
  type QuizContent,
} from './mapper';
import * as q from './queries';
import * as v from './version-queries';

const snapshotSchema = z.array(adminQuestion);
const changesSchema = z.object({ added: z.number(), removed: z.number(), edited: z.number() });

const versionNotFound = () => new AppError(404, 'error.quizVersionNotFound');

/** The quiz's live questions and answers (the current version). */
export async function liveContent(db: Database, quizId: number): Promise<QuizContent> {
  const questions = await q.questionsOf(db, [quizId]);
  const answers = await q.answersOf(
    db,
    questions.map((x) => x.id),
  );
  return { questions, answersByQuestion: groupAnswers(answers) };
}

function readSnapshot(json: string): AdminQuestion[] {
  return snapshotSchema.parse(JSON.parse(json));
}

/**
 * The content an attempt on `version` is shown and scored with: the live questions for the current version, the
 * version's snapshot for an older one.
 */
async function contentOfVersion(db: Database, quiz: q.QuizRow, version: number): Promise<QuizContent> {
  if (version === quiz.version) return liveContent(db, quiz.id);
  const row = await v.findVersion(db, quiz.id, version);
  // Every version but the current one has its snapshot (written when the next one was made).
  return row ? contentFromAdminQuestions(readSnapshot(row.questions)) : liveContent(db, quiz.id);
}

/**
 * The questions of one version of a quiz as the admin sees them, correct answers included (the study's item
 * analysis and package read them); null for a quiz that does not exist.
 */
export async function questionsOfVersion(
  db: Database,
  quizId: number,
  version: number,
): Promise<AdminQuestion[] | null> {
  const quiz = await q.findQuiz(db, quizId);
  return quiz ? adminQuestionsToWire(await contentOfVersion(db, quiz, version)) : null;
}

/** The questions an attempt is shown and scored on: its version's, of its parallel form when it drew one. */
export async function attemptContent(
  db: Database,
  quiz: q.QuizRow,
  attempt: Pick<q.AttemptRow, 'quiz_version' | 'form'>,
): Promise<QuizContent> {
  return formContent(await contentOfVersion(db, quiz, attempt.quiz_version), attempt.form);
}

/**
 * The content a submission of the learner's open attempt is scored with, and that attempt's id (null when no
 * attempt is open: the submission is then refused further on).
 */
export async function openAttemptContent(
  db: Database,
  quiz: q.QuizRow,
  userId: number,
): Promise<{ content: QuizContent; attemptId: number | null }> {
  const open = await q.openAttempt(db, quiz.id, userId);
  return {
    content: await attemptContent(db, quiz, open ?? { quiz_version: quiz.version, form: null }),
    attemptId: open?.id ?? null,
  };
}

const sameAnswers = (a: AdminQuestion['answers'], b: AdminQuestion['answers']) => {
  const key = (list: AdminQuestion['answers']) =>
    list
      .map((x) => `${x.id}\u0000${x.answer}\u0000${x.is_valid}`)
      .sort()
      .join('\u0001');
  return key(a) === key(b);
};

/**
 * Questions added, removed and edited from `before` to `after`, matched by id. A question is edited when its
 * text, type, correct value or level changed, or any of its answers (text, correctness, an answer added or removed).
 * Order is not a change: it does not alter how an answer is read.
 */
function diffQuestions(before: AdminQuestion[], after: AdminQuestion[]): QuizVersionChanges {
  const old = new Map(before.map((x) => [x.id, x]));
  const ids = new Set(after.map((x) => x.id));
  let added = 0;
  let edited = 0;
  for (const question of after) {
    const was = old.get(question.id);
    if (!was) added++;
    else if (
      was.question !== question.question ||
      was.type !== question.type ||
      was.is_valid !== question.is_valid ||
      // The level decides the parallel form a question is in (docs/design/adaptive.md §5).
      was.level !== question.level ||
      !sameAnswers(was.answers, question.answers)
    )
      edited++;
  }
  const removed = before.filter((x) => !ids.has(x.id)).length;
  return { added, removed, edited };
}

const isChange = (c: QuizVersionChanges) => c.added + c.removed + c.edited > 0;

export interface VersionSave {
  quiz: q.QuizRow;
  /** The questions before the save; null when the save created the quiz. */
  before: AdminQuestion[] | null;
  actorId: number | null;
  now: string;
}

/**
 * Records the save of a quiz's questions in its versions, inside the save's transaction (after the questions
 * were written): a new version when the questions changed and the current version has attempts, else the
 * current version's snapshot brought up to date. Returns the quiz's version after the save.
 */
export async function recordVersion(trx: Database, save: VersionSave): Promise<number> {
  const { quiz, before, actorId, now } = save;
  const after = adminQuestionsToWire(await liveContent(trx, quiz.id));
  const current = await v.findVersion(trx, quiz.id, quiz.version);
  const changes = before ? diffQuestions(before, after) : null;

  if (before && changes && isChange(changes) && (await v.hasAttempts(trx, quiz.id, quiz.version))) {
    // Quizzes older than versions have no snapshot yet: the questions before this save are the ones their
    // attempts were taken on.
    if (!current) {
      await v.insertVersion(trx, {
        quiz_id: quiz.id,
        version: quiz.version,
        questions: JSON.stringify(before),
        questions_count: before.length,
        changes: null,
        created_by: null,
        created_at: quiz.created_at,
        updated_at: now,
      });
    }
    const next = quiz.version + 1;
    await v.insertVersion(trx, {
      quiz_id: quiz.id,
      version: next,
      questions: JSON.stringify(after),
      questions_count: after.length,
      changes: JSON.stringify(changes),
      created_by: actorId,
      created_at: now,
      updated_at: now,
    });
    await v.setQuizVersion(trx, quiz.id, next);
    return next;
  }

  // In place: the changes stay measured against the previous version, which no edit of this one touches.
  const previous = quiz.version > 1 ? await v.findVersion(trx, quiz.id, quiz.version - 1) : undefined;
  const sincePrevious = previous
    ? JSON.stringify(diffQuestions(readSnapshot(previous.questions), after))
    : null;
  if (current) {
    await v.updateVersion(trx, quiz.id, quiz.version, {
      questions: JSON.stringify(after),
      questions_count: after.length,
      changes: sincePrevious,
      updated_at: now,
    });
  } else {
    await v.insertVersion(trx, {
      quiz_id: quiz.id,
      version: quiz.version,
      questions: JSON.stringify(after),
      questions_count: after.length,
      changes: sincePrevious,
      // Who made a quiz older than versions is not known; a quiz created now is the actor's.
      created_by: before ? null : actorId,
      created_at: quiz.created_at,
      updated_at: now,
    });
  }
  return quiz.version;
}

const nameOf = (r: { first_name: string | null; last_name: string | null }) =>
  `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();

function versionToWire(
  quiz: q.QuizRow,
  row: Omit<v.VersionListRow, 'questions'>,
  attempts: number,
): QuizVersion {
  return {
    version: row.version,
    is_current: row.version === quiz.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by:
      row.created_by !== null && row.first_name !== null ? { id: row.created_by, name: nameOf(row) } : null,
    questions_count: Number(row.questions_count),
    attempts_count: attempts,
    changes: row.changes ? changesSchema.parse(JSON.parse(row.changes)) : null,
  };
}

/** The first version of a quiz never saved since versions exist: its live questions, maker unknown. */
function unsavedFirstVersion(quiz: q.QuizRow, questionsCount: number) {
  return {
    version: quiz.version,
    questions_count: questionsCount,
    changes: null,
    created_by: null,
    created_at: quiz.created_at,
    updated_at: quiz.updated_at,
    first_name: null,
    last_name: null,
  };
}

/** `GET /api/admin/quizzes/{quizId}/versions`: newest first, with the attempts taken on each. */
export async function listVersions(
  db: Database,
  quizId: number,
  query: { page: number; per_page: number },
): Promise<{ data: QuizVersion[]; meta: PaginationMeta }> {
  const quiz = await q.findQuiz(db, quizId);
  if (!quiz) throw quizNotFound();
  const meta = (total: number) => ({ current_page: query.page, per_page: query.per_page, total });
  const page = await v.versionsPage(db, quiz.id, query.per_page, (query.page - 1) * query.per_page);
  if (page.total === 0) {
    const counts = await q.questionCounts(db, [quiz.id]);
    const attempts = await v.attemptCounts(db, quiz.id, [quiz.version]);
    const row = unsavedFirstVersion(quiz, counts.get(quiz.id) ?? 0);
    return {
      data: query.page === 1 ? [versionToWire(quiz, row, attempts.get(quiz.version) ?? 0)] : [],
      meta: meta(1),
    };
  }
  const attempts = await v.attemptCounts(
    db,
    quiz.id,
    page.rows.map((r) => r.version),
  );
  return {
    data: page.rows.map((r) => versionToWire(quiz, r, attempts.get(r.version) ?? 0)),
    meta: meta(page.total),
  };
}

/** `GET /api/admin/quizzes/{quizId}/versions/{version}`: the version with its questions as they were. */
export async function getVersion(db: Database, quizId: number, version: number): Promise<QuizVersionDetail> {
  const quiz = await q.findQuiz(db, quizId);
  if (!quiz) throw quizNotFound();
  if (version > quiz.version) throw versionNotFound();
  const [row, attempts] = await Promise.all([
    v.findVersion(db, quiz.id, version),
    v.attemptCounts(db, quiz.id, [version]),
  ]);
  if (!row) {
    // Only the current version of a quiz never saved since versions exist has no snapshot.
    if (version !== quiz.version) throw versionNotFound();
    const questions = adminQuestionsToWire(await liveContent(db, quiz.id));
    return {
      ...versionToWire(quiz, unsavedFirstVersion(quiz, questions.length), attempts.get(version) ?? 0),
      questions,
    };
  }
  const creator = row.created_by !== null ? await v.userName(db, row.created_by) : undefined;
  return {
    ...versionToWire(
      quiz,
      { ...row, first_name: creator?.first_name ?? null, last_name: creator?.last_name ?? null },
      attempts.get(version) ?? 0,
    ),
    questions: readSnapshot(row.questions),
  };
}
