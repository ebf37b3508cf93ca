// The survey as the learner walks it: one section per category (NPS, usability, engagement, free text), which
// items of a section still need an answer, and the body of POST /api/feedback.
import { feedbackCategories } from '@parcours/shared';
import type { FeedbackQuestion } from '../api/getFeedbackQuestions';
import type { FeedbackSubmission } from '../api/submitFeedback';

export type SurveyCategory = (typeof feedbackCategories)[number];
export type Answers = Record<number, number | string | undefined>;

export interface SurveySection {
  category: SurveyCategory;
  questions: FeedbackQuestion[];
}

export function surveySections(questions: FeedbackQuestion[]): SurveySection[] {
  const ordered = [...questions].sort((a, b) => a.questionNumber - b.questionNumber);
  return feedbackCategories
    .map((category) => ({ category, questions: ordered.filter((q) => q.category === category) }))
    .filter((s) => s.questions.length > 0);
}

function answered(value: number | string | undefined): boolean {
  if (value === undefined) return false;
  return typeof value === 'number' ? Number.isFinite(value) : value.trim() !== '';
}

/** The required items of a section without an answer, in order. */
export function unanswered(section: SurveySection, answers: Answers): FeedbackQuestion[] {
  return section.questions.filter((q) => q.required && !answered(answers[q.id]));
}

/** Every answered item; the optional free text is left out when empty. */
export function submission(sections: SurveySection[], answers: Answers): FeedbackSubmission {
  const list: FeedbackSubmission['answers'] = [];
  for (const section of sections) {
    for (const q of section.questions) {
      const value = answers[q.id];
      if (!answered(value)) continue;
      list.push({ questionId: q.id, answer: typeof value === 'string' ? value.trim() : (value as number) });
    }
  }
  return { answers: list };
}
