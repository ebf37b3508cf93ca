// Reads a quiz file and checks every question with the quiz builder's own rules (questionInput), so the
// preview shows, per question, what will be saved, what is refused and what Parcours does not keep.
import { questionTypes } from '../constants';
import { isMessageKey } from '../messages';
import { type QuestionInput, questionInput } from '../schemas/quizzes';
import { parseGift } from './gift-parse';
import { writeGift } from './gift-write';
import { isTyped } from './grades';
import { parseMoodleXml } from './moodle-xml-parse';
import { writeMoodleXml } from './moodle-xml-write';
import type {
  ExportQuestion,
  FormatNote,
  ParsedFile,
  ParsedQuestion,
  QuizFormat,
  WriteOptions,
} from './types';

export interface CheckedQuestion extends ParsedQuestion {
  /** Why the question cannot be saved, by field of the builder's question ('answers', 'question'...). */
  errors: (FormatNote & { field: string })[];
  /** The builder's question, when there is no error. */
  input: QuestionInput | null;
}

export interface CheckedFile {
  questions: CheckedQuestion[];
  errors: FormatNote[];
}

export function parseQuizFile(format: QuizFormat, source: string): ParsedFile {
  return format === 'gift' ? parseGift(source) : parseMoodleXml(source);
}

export function writeQuizFile(
  format: QuizFormat,
  questions: ExportQuestion[],
  options: WriteOptions = {},
): string {
  return format === 'gift' ? writeGift(questions, options) : writeMoodleXml(questions, options);
}

function check(question: ParsedQuestion): CheckedQuestion {
  const errors: CheckedQuestion['errors'] = question.errors.map((e) => ({ ...e, field: '' }));
  if (errors.length === 0 && question.type === null) {
    errors.push({ key: 'quizFormat.unsupportedType', params: { type: question.source_type }, field: 'type' });
  }
  if (errors.length > 0) return { ...question, errors, input: null };
  const parsed = questionInput.safeParse({
    question: question.question,
    type: question.type,
    ...(question.is_valid === null ? {} : { is_valid: question.is_valid }),
    case_sensitive: question.case_sensitive,
    // A typed question's answers carry their credit (and a number its tolerance); a choice is right or wrong; a
    // matching row is its prompt and match; an ordering item its text.
    answers: question.answers.map((a) => {
      if (question.type === questionTypes.MATCHING) return { answer: a.answer, match: a.match ?? '' };
      if (question.type === questionTypes.ORDERING) return { answer: a.answer };
      return isTyped(question)
        ? {
            answer: a.answer,
            is_valid: a.is_valid,
            credit: a.credit,
            ...(a.tolerance === null ? {} : { tolerance: a.tolerance }),
          }
        : { answer: a.answer, is_valid: a.is_valid };
    }),
  });
  if (parsed.success) return { ...question, errors, input: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
    const field = issue.path.join('.');
    if (!errors.some((e) => e.key === key && e.field === field)) errors.push({ key, field });
  }
  return { ...question, errors, input: null };
}

export function checkQuizFile(format: QuizFormat, source: string): CheckedFile {
  const file = parseQuizFile(format, source);
  return { questions: file.questions.map(check), errors: file.errors };
}
