// The survey as the learner walks it: one section per category (NPS, usability, engagement, free text), each
// shown in short pages, which items of a page still need an answer, and the body of POST /api/feedback.
import { feedbackCategories } from '@parcours/shared';
import type { FeedbackQuestion } from '../api/getFeedbackQuestions';
import type { FeedbackSubmission } from '../api/submitFeedback';

type SurveyCategory = (typeof feedbackCategories)[number];
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

/**
 * Items per page: the usability scale in two halves of five, the engagement scale by its groups of three
 * (docs/design/adaptive.md §8); the recommendation item and the free text each on one page.
 */
const pageSize: Partial<Record<SurveyCategory, number>> = { usability: 5, engagement: 3 };

export interface SurveyPage extends SurveySection {
  /** 1-based position of the page within its section, and the section's number of pages. */
  part: number;
  parts: number;
}

export function surveyPages(sections: SurveySection[]): SurveyPage[] {
  return sections.flatMap((section) => {
    const size = pageSize[section.category] ?? section.questions.length;
    const parts = Math.max(1, Math.ceil(section.questions.length / size));
    return Array.from({ length: parts }, (_, i) => ({
      category: section.category,
      questions: section.questions.slice(i * size, (i + 1) * size),
      part: i + 1,
      parts,
    }));
  });
}
