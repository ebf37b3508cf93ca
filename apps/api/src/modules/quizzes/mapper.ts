// Rows -> the quiz wire shapes of packages/shared/src/schemas/quizzes.ts. The learner's shape is built from
// an explicit list of fields, so a correct answer can never slip into it.
import {
  type AdminQuestion,
  type AdminQuiz,
  type AttemptResult,
  type AttemptStatus,
  isTypedAnswer,
  matchingChoices,
  matchingPrompts,
  orderingDisplay,
  type QuizForm,
  type QuizKind,
  type QuizScore,
  questionsOfForm,
  questionTypes,
  type StoredAttemptStatus,
  type TakeQuizData,
} from '@parcours/shared';
import type { AnswerRow, AttemptRow, QuestionRow, QuizRow } from './queries';

/** The fields of a question and an answer that a quiz's content needs: stored rows, or a version's snapshot. */
type ContentQuestion = Pick<
  QuestionRow,
  'id' | 'question' | 'type' | 'is_valid' | 'position' | 'level' | 'case_sensitive'
>;
export type ContentAnswer = Pick<
  AnswerRow,
  'id' | 'question_id' | 'answer' | 'is_valid' | 'position' | 'credit' | 'tolerance' | 'match_text'
>;

export interface QuizContent {
  questions: ContentQuestion[];
  answersByQuestion: Map<number, ContentAnswer[]>;
}

export function groupAnswers<A extends ContentAnswer>(answers: A[]): Map<number, A[]> {
  const byQuestion = new Map<number, A[]>();
  for (const a of answers) {
    const list = byQuestion.get(a.question_id) ?? [];
    list.push(a);
    byQuestion.set(a.question_id, list);
  }
  return byQuestion;
}

/** The questions with their correct answers, as the admin sees them and as a version's snapshot keeps them. */
export function adminQuestionsToWire(content: QuizContent): AdminQuestion[] {
  return content.questions.map((q) => ({
    id: q.id,
    question: q.question,
    type: q.type,
    is_valid: q.is_valid,
    position: q.position,
    level: q.level ?? null,
    case_sensitive: Number(q.case_sensitive ?? 0),
    answers: (content.answersByQuestion.get(q.id) ?? []).map((a) => ({
      id: a.id,
      answer: a.answer,
      is_valid: Number(a.is_valid),
      position: a.position,
      credit: a.credit === null ? (Number(a.is_valid) === 1 ? 1 : 0) : Number(a.credit),
      tolerance: a.tolerance === null ? null : Number(a.tolerance),
      match: a.match_text ?? null,
    })),
  }));
}

/** The inverse of `adminQuestionsToWire`: a version's snapshot read back as content to score or show. */
export function contentFromAdminQuestions(questions: AdminQuestion[]): QuizContent {
  return {
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      type: q.type,
      is_valid: q.is_valid,
      position: q.position,
      level: q.level,
      case_sensitive: q.case_sensitive,
    })),
    answersByQuestion: new Map(
      questions.map((q) => [
        q.id,
        q.answers.map((a) => ({
          id: a.id,
          question_id: q.id,
          answer: a.answer,
          is_valid: a.is_valid,
          position: a.position,
          credit: a.credit,
          tolerance: a.tolerance,
          match_text: a.match,
        })),
      ]),
    ),
  };
}

/** The content of one parallel form (docs/design/adaptive.md §5); all of it for an attempt without a form. */
export function formContent(content: QuizContent, form: QuizForm | null): QuizContent {
  return form === null ? content : { ...content, questions: questionsOfForm(content.questions, form) };
}

export function adminQuizToWire(
  quiz: QuizRow,
  courseId: number,
  content: QuizContent,
  hasAttempts: boolean,
): AdminQuiz {
  return {
    id: quiz.id,
    kind: quiz.learning_object_id === null ? 'course' : 'learning_object',
    course_id: courseId,
    learning_object_id: quiz.learning_object_id,
    pass_mark: Number(quiz.pass_mark),
    time_limit_seconds: quiz.time_limit_seconds,
    cooldown_seconds: quiz.cooldown_seconds,
    parallel_forms: Number(quiz.parallel_forms) === 1,
    parallel_forms_locked: hasAttempts,
    version: quiz.version,
    questions: adminQuestionsToWire(content),
    created_at: quiz.created_at,
    updated_at: quiz.updated_at,
  };
}

export function learnerQuizToWire(
  quiz: QuizRow,
  ctx: { kind: QuizKind; courseId: number; title: string },
  content: QuizContent,
): TakeQuizData['quiz'] {
  return {
    id: quiz.id,
    kind: ctx.kind,
    course_id: ctx.courseId,
    learning_object_id: quiz.learning_object_id,
    title: ctx.title,
    pass_mark: Number(quiz.pass_mark),
    time_limit_seconds: quiz.time_limit_seconds,
    cooldown_seconds: quiz.cooldown_seconds,
    questions: content.questions.map((q) => {
      const answers = content.answersByQuestion.get(q.id) ?? [];
      const rows = answers.map((a) => ({ id: a.id, answer: a.answer, match: a.match_text }));
      return {
        id: q.id,
        question: q.question,
        type: q.type,
        // A typed answer's accepted answers and an ordering's order are their key: never sent before submitting;
        // a matching question sends its prompts, never what each matches.
        answers:
          isTypedAnswer(q.type) || q.type === questionTypes.ORDERING
            ? []
            : (q.type === questionTypes.MATCHING ? matchingPrompts(rows) : rows).map((a) => ({
                id: a.id,
                answer: a.answer,
              })),
        choices: q.type === questionTypes.MATCHING ? matchingChoices(rows) : [],
        items:
          q.type === questionTypes.ORDERING
            ? orderingDisplay(q.id, answers.length).map((p) => answers[p]!.answer)
            : [],
      };
    }),
  };
}

/** A submitted attempt's status; an attempt still open reads as failed. */
const statusOf = (status: StoredAttemptStatus): AttemptStatus => (status === 'started' ? 'failed' : status);
const numberOrNull = (v: number | null) => (v === null ? null : Number(v));

export function attemptResultToWire(row: AttemptRow): AttemptResult {
  return {
    id: row.id,
    kind: row.kind,
    score: numberOrNull(row.score),
    total_score_possible: row.total_score_possible ?? 0,
    percentage: numberOrNull(row.percentage),
    status: statusOf(row.status),
    passed: row.status === 'passed',
    late: row.late === 1,
    time_spent: row.time_spent ?? 0,
    submitted_at: row.submitted_at,
    next_attempt_at: row.next_attempt_at,
  };
}

type ScoreRow = AttemptRow & { course_title: string; learning_object_title: string | null };

export function quizScoreToWire(row: ScoreRow): QuizScore {
  return {
    id: row.id,
    score: numberOrNull(row.score),
    total_score_possible: row.total_score_possible ?? 0,
    percentage: numberOrNull(row.percentage),
    status: statusOf(row.status),
    kind: row.kind,
    late: row.late === 1,
    created_at: row.submitted_at ?? row.started_at,
    time_spent: row.time_spent,
    quiz: {
      id: row.quiz_id,
      course: { id: row.course_id, title: row.course_title },
      learning_object:
        row.learning_object_id !== null
          ? { id: row.learning_object_id, title: row.learning_object_title ?? '' }
          : null,
    },
  };
}
