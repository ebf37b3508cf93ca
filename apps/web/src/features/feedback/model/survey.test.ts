import { describe, expect, it } from 'vitest';
import type { FeedbackQuestion } from '../api/getFeedbackQuestions';
import { submission, surveyPages, surveySections, unanswered } from './survey';

function q(id: number, category: FeedbackQuestion['category'], number = id): FeedbackQuestion {
  const text = category === 'text';
  return {
    id,
    questionNumber: number,
    questionText: `Item ${id}`,
    questionType: text ? 'text' : category === 'nps' ? 'scale_0_10' : 'likert_1_5',
    category,
    predefinedAnswers: text
      ? null
      : category === 'nps'
        ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        : [1, 2, 3, 4, 5],
    required: !text,
  };
}

const questions = [q(4, 'text', 24), q(2, 'usability', 2), q(1, 'nps', 1), q(3, 'engagement', 12)];

describe('survey sections', () => {
  it('orders sections nps, usability, engagement, text', () => {
    expect(surveySections(questions).map((s) => s.category)).toEqual([
      'nps',
      'usability',
      'engagement',
      'text',
    ]);
  });

  it('lists required items left unanswered, not the optional free text', () => {
    const [nps, , , text] = surveySections(questions);
    expect(unanswered(nps, {}).map((x) => x.id)).toEqual([1]);
    expect(unanswered(nps, { 1: 0 })).toEqual([]);
    expect(unanswered(text, {})).toEqual([]);
  });

  it('sends answered items and drops an empty free text', () => {
    const sections = surveySections(questions);
    expect(submission(sections, { 1: 9, 2: 3, 3: 5, 4: '   ' })).toEqual({
      answers: [
        { questionId: 1, answer: 9 },
        { questionId: 2, answer: 3 },
        { questionId: 3, answer: 5 },
      ],
    });
    expect(submission(sections, { 1: 0, 4: ' Clear courses ' }).answers).toEqual([
      { questionId: 1, answer: 0 },
      { questionId: 4, answer: 'Clear courses' },
    ]);
  });
});

describe('survey pages', () => {
  it('shows usability in two pages of five and engagement by its groups of three, the rest on one page each', () => {
    const all = [
      q(1, 'nps'),
      ...Array.from({ length: 10 }, (_, i) => q(10 + i, 'usability')),
      ...Array.from({ length: 12 }, (_, i) => q(30 + i, 'engagement')),
      q(50, 'text'),
    ];
    const pages = surveyPages(surveySections(all));
    expect(pages.map((p) => [p.category, p.part, p.parts, p.questions.length])).toEqual([
      ['nps', 1, 1, 1],
      ['usability', 1, 2, 5],
      ['usability', 2, 2, 5],
      ['engagement', 1, 4, 3],
      ['engagement', 2, 4, 3],
      ['engagement', 3, 4, 3],
      ['engagement', 4, 4, 3],
      ['text', 1, 1, 1],
    ]);
    expect(pages[2].questions.map((x) => x.id)).toEqual([15, 16, 17, 18, 19]);
  });
});
