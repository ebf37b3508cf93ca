// The grades a multiple-choice question is written with, for Moodle to score it as Parcours does where its
// grades can: Moodle adds the grades of the chosen answers and keeps the sum between 0 and the full mark
// (qtype_multichoice_multi_question::grade_response), and its importer accepts only the grades of its own
// list (question_bank::fraction_options_full); any other grade refuses the question.
import { questionTypes } from '../constants';
import { isTypedAnswer } from '../quiz/scoring';
import type { ExportQuestion, FormatNote } from './types';

/** Moodle's allowed positive grades, in percent of the mark, as Moodle writes them (7 decimals of a fraction). */
export const moodleGrades = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5,
  11.11111, 10, 5,
] as const;

/** Whether a grade (in percent, either sign) is one Moodle's importer accepts. */
export function isMoodleGrade(percent: number): boolean {
  return percent === 0 || moodleGrades.some((g) => Math.abs(Math.abs(percent) - g) < 0.000005);
}

/**
 * Grades of `correct` answers that add up to the full mark, each one of Moodle's: equal shares when Moodle has
 * that share (2 to 10 answers), else tens and fives (11 to 20). Null beyond 20: Moodle's smallest grade is 5 %.
 */
export function sharesOf(correct: number): number[] | null {
  const equal = moodleGrades.find((g) => Math.abs(g * correct - 100) < 0.001);
  if (equal !== undefined) return Array.from({ length: correct }, () => equal);
  if (correct > 20) return null;
  const tens = 20 - correct;
  return [...Array.from({ length: tens }, () => 10), ...Array.from({ length: correct - tens }, () => 5)];
}

export interface WrittenGrades {
  /** The grade of each answer, in percent, in the question's order. */
  grades: number[];
  /** Whether Moodle should show the question with one choice (radio buttons). */
  single: boolean;
  /** Where Moodle's scoring of these grades differs from Parcours'. */
  notes: FormatNote[];
}

/**
 * Parcours scores a multiple-choice question right (1) only when the chosen answers are exactly the correct ones,
 * and wrong (0) otherwise (docs/design/adaptive.md §5). With one correct answer, Moodle's single-answer form
 * (100 and 0) is the same rule. With several, each correct answer carries a share of the mark and each wrong one
 * -100 %: exactly the correct answers give the whole mark, any wrong answer gives 0, as in Parcours; but Moodle
 * gives part of the mark for some of the correct answers and no wrong one, which Parcours counts as wrong. No
 * grades can avoid that (the share of a correct answer is the mark lost when it alone is left out), so the
 * question carries a note.
 */
export function gradesOf(question: ExportQuestion, number: number): WrittenGrades {
  if (isTyped(question)) return typedGrades(question, number);
  const correct = question.answers.filter((a) => a.is_valid === 1).length;
  if (question.type !== questionTypes.QCM || correct <= 1) {
    return { grades: question.answers.map((a) => (a.is_valid === 1 ? 100 : 0)), single: true, notes: [] };
  }
  const shares = sharesOf(correct);
  const notes: FormatNote[] = [
    shares
      ? { key: 'quizFormat.exportPartialCredit', params: { number, correct } }
      : { key: 'quizFormat.exportTooManyCorrect', params: { number, correct } },
  ];
  let next = 0;
  const grades = question.answers.map((a) => (a.is_valid === 1 ? (shares ? shares[next++] : 5) : -100));
  return { grades, single: false, notes };
}

/** Whether the question's answers are typed by the learner (numerical, short answer), each with its credit. */
export const isTyped = (question: { type: number | null }) =>
  question.type !== null && isTypedAnswer(question.type);

/**
 * A typed question's answers, best credit first (in a stable order): Moodle gives a response the credit of the
 * first answer it matches, Parcours the best among those it matches; written best first, both give the same.
 */
export function bestFirst(question: ExportQuestion): ExportQuestion {
  if (!isTyped(question)) return question;
  return { ...question, answers: [...question.answers].sort((a, b) => b.credit - a.credit) };
}

/**
 * A numerical or short-answer question earns the credit of the answer matched, in Parcours as in Moodle: each
 * answer is written with its credit in percent. Moodle's importer takes only its own grades, so another credit
 * (a builder's 45 %) carries a note.
 */
function typedGrades(question: ExportQuestion, number: number): WrittenGrades {
  const grades = question.answers.map((a) => a.credit * 100);
  const notes: FormatNote[] = [];
  for (const grade of grades) {
    if (!isMoodleGrade(grade)) {
      const credit = gradeText(grade);
      if (!notes.some((n) => n.params?.credit === credit))
        notes.push({ key: 'quizFormat.exportGradeNotMoodle', params: { number, credit } });
    }
  }
  return { grades, single: true, notes };
}

/** A grade as the files write it: at most 5 decimals, as Moodle lists them. */
export function gradeText(percent: number): string {
  return String(Math.round(percent * 100000) / 100000);
}

/** What each question of an export cannot keep of Parcours' scoring in Moodle, by question (from 1). */
export function exportNotes(questions: ExportQuestion[]): { number: number; notes: FormatNote[] }[] {
  return questions
    .map((q, i) => ({ number: i + 1, notes: gradesOf(q, i + 1).notes }))
    .filter((x) => x.notes.length > 0);
}
