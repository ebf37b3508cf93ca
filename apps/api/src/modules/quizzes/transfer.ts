// Quiz import and export (GIFT, Moodle XML; docs/integrations.md). Files are read by the shared pure functions
// and checked with the builder's own question rules; saving goes through the builder's save, so an imported
// question is stored exactly as one typed in the builder would be.
import {
  type AdminQuiz,
  checkQuizFile,
  type FormatNote,
  type Language,
  type QuestionInput,
  type QuizBody,
  type QuizFormat,
  type QuizImportBody,
  type QuizImportPreview,
  translate,
  writeQuizFile,
} from '@parcours/shared';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import type { Actor } from '../../plugins/audit';
import {
  adminQuizzes,
  getAdminQuiz,
  getCourseQuiz,
  learningObjectNotFound,
  saveCourseQuiz,
  saveLearningObjectQuiz,
} from './builder';
import * as q from './queries';

/** The most questions a quiz holds: the builder's list limit (listOf's default in packages/shared). */
const maxQuizQuestions = 1000;

const translated = (lang: Language, note: FormatNote) => ({
  key: note.key,
  ...(note.params ? { params: note.params } : {}),
  message: translate(lang, note.key, note.params),
});

/** `POST /api/admin/quiz-import/preview`: every question as it would be saved, its losses and its errors. */
export function previewImport(lang: Language, body: QuizImportBody): QuizImportPreview {
  const file = checkQuizFile(body.format, body.content);
  const questions = file.questions.map((question) => ({
    number: question.number,
    name: question.name,
    source_type: question.source_type,
    question: question.question,
    type: question.type,
    is_valid: question.is_valid,
    case_sensitive: question.case_sensitive,
    answers: question.answers,
    notes: question.notes.map((n) => translated(lang, n)),
    errors: question.errors.map((e) => ({ ...translated(lang, e), field: e.field })),
  }));
  const importable = file.questions.filter((x) => x.input !== null).length;
  return {
    format: body.format,
    questions,
    errors: file.errors.map((e) => translated(lang, e)),
    importable,
    skipped: questions.length - importable,
  };
}

/** The stored question as the builder's input, so appending keeps it as it is. */
function asInput(question: AdminQuiz['questions'][number]): QuestionInput {
  return {
    id: question.id,
    question: question.question,
    type: question.type,
    ...(question.is_valid === null ? {} : { is_valid: question.is_valid === 1 ? 1 : 0 }),
    case_sensitive: question.case_sensitive === 1 ? 1 : 0,
    answers: question.answers.map((a) => ({
      id: a.id,
      answer: a.answer,
      is_valid: a.is_valid === 1 ? 1 : 0,
      credit: a.credit,
      tolerance: a.tolerance,
      match: a.match,
    })),
  };
}

interface ImportPlan {
  body: QuizBody;
  imported: number;
  skipped: number[];
}

/**
 * The builder's body for an import: the quiz's questions first (append) or removed (replace), then the
 * file's questions that pass the builder's rules. A file with none of those is refused with each question's
 * reasons, so nothing is saved by surprise.
 */
function planImport(lang: Language, existing: AdminQuiz | null, body: QuizImportBody): ImportPlan {
  const file = checkQuizFile(body.format, body.content);
  const accepted = file.questions.flatMap((x) => (x.input ? [x.input] : []));
  if (accepted.length === 0) {
    const errors: Record<string, string[]> = {};
    if (file.errors.length > 0) errors.content = file.errors.map((e) => translate(lang, e.key, e.params));
    for (const x of file.questions) {
      errors[`questions.${x.number}`] = x.errors.map((e) => translate(lang, e.key, e.params));
    }
    throw new AppError(422, 'error.quizImportEmpty', undefined, { errors });
  }
  const live = existing?.questions ?? [];
  const kept = body.mode === 'append' ? live.map(asInput) : [];
  if (kept.length + accepted.length > maxQuizQuestions) {
    throw new AppError(422, 'error.quizImportTooMany', { max: maxQuizQuestions });
  }
  return {
    body: {
      questions: [...kept, ...accepted],
      deleted_questions: body.mode === 'replace' ? live.map((x) => x.id) : [],
    } as QuizBody,
    imported: accepted.length,
    skipped: file.questions.filter((x) => !x.input).map((x) => x.number),
  };
}

export interface ImportResult {
  quiz: AdminQuiz;
  imported: number;
  skipped: number[];
}

/** `POST /api/admin/course-quiz/{courseId}/import`: into the course quiz, created when there is none. */
export async function importIntoCourseQuiz(
  db: Database,
  actor: Actor,
  lang: Language,
  courseId: number,
  body: QuizImportBody,
): Promise<ImportResult> {
  const plan = planImport(lang, await getCourseQuiz(db, courseId), body);
  const quiz = await saveCourseQuiz(db, actor, courseId, plan.body);
  return { quiz, imported: plan.imported, skipped: plan.skipped };
}

/** `POST /api/admin/add-quiz-to-lo/{loId}/import`: into the learning object's quiz, created when there is none. */
export async function importIntoLearningObjectQuiz(
  db: Database,
  actor: Actor,
  lang: Language,
  loId: number,
  body: QuizImportBody,
): Promise<ImportResult> {
  const lo = await q.findLiveLearningObject(db, loId);
  if (!lo) throw learningObjectNotFound();
  const [row] = await q.learningObjectQuizzes(db, [lo.id]);
  const existing = row ? ((await adminQuizzes(db, [row], lo.course_id)).get(row.id) ?? null) : null;
  const plan = planImport(lang, existing, body);
  const quiz = await saveLearningObjectQuiz(db, actor, loId, plan.body);
  return { quiz, imported: plan.imported, skipped: plan.skipped };
}

const fileTypes: Record<QuizFormat, { extension: string; contentType: string }> = {
  gift: { extension: 'gift', contentType: 'text/plain; charset=utf-8' },
  moodle_xml: { extension: 'xml', contentType: 'application/xml; charset=utf-8' },
};

/**
 * `GET /api/admin/quizzes/{quizId}/export?format=`: the quiz's questions as a file, in quiz order. Where Moodle
 * cannot score a question as Parcours does, a note in the caller's language precedes it in the file.
 */
export async function exportQuiz(db: Database, lang: Language, quizId: number, format: QuizFormat) {
  const quiz = await getAdminQuiz(db, quizId);
  const { extension, contentType } = fileTypes[format];
  return {
    fileName: `parcours-quiz-${quiz.id}.${extension}`,
    contentType,
    content: writeQuizFile(format, quiz.questions, {
      title: `Parcours quiz ${quiz.id}`,
      comment: (note) => translate(lang, note.key, note.params),
    }),
  };
}
