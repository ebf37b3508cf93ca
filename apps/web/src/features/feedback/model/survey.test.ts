import { describe, expect, it } from 'vitest';
import type { FeedbackQuestion } from '../api/getFeedbackQuestions';
import { submission, surveySections, unanswered } from './survey';

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
