import { describe, expect, it } from 'vitest';
import {
  engagementItems,
  engagementScore,
  feedbackItems,
  npsCategory,
  npsScore,
  scoreFeedback,
  susScore,
  usabilityItems,
} from './surveys';

describe('the feedback items', () => {
  it('are 1 recommendation, 10 usability, 12 engagement and 1 free-text item, numbered 1..24', () => {
    expect(feedbackItems.map((i) => i.question_number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(feedbackItems.map((i) => i.category)).toEqual([
      'nps',
      ...Array(10).fill('usability'),
      ...Array(12).fill('engagement'),
      'text',
    ]);
    expect(feedbackItems[0].question_type).toBe('scale_0_10');
    expect(feedbackItems[0].predefined_answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(feedbackItems[23]).toMatchObject({
      question_type: 'text',
      required: false,
      predefined_answers: null,
    });
  });

  it('alternate positive (odd) and negative (even) wording in usability', () => {
    expect(usabilityItems.map((i) => i.subscale)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'positive' : 'negative')),
    );
    expect(usabilityItems.every((i) => i.question_type === 'likert_1_5')).toBe(true);
    expect(usabilityItems.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('group engagement in four threes, perceived usability reverse-scored', () => {
    expect(engagementItems.map((i) => [i.subscale, i.reverse_scored])).toEqual([
      ...Array(3).fill(['focused_attention', false]),
      ...Array(3).fill(['perceived_usability', true]),
      ...Array(3).fill(['aesthetic_appeal', false]),
      ...Array(3).fill(['reward', false]),
    ]);
  });

  it('have distinct, non-empty English and French texts', () => {
    for (const item of feedbackItems) {
      expect(item.text.en.trim()).not.toBe('');
      expect(item.text.fr.trim()).not.toBe('');
      expect(item.text.fr).not.toBe(item.text.en);
    }
    expect(new Set(feedbackItems.map((i) => i.text.en)).size).toBe(24);
  });
});

describe('susScore', () => {
  it('gives 50 when every item is answered 3', () => {
    // odd: 3-1 = 2 (x5), even: 5-3 = 2 (x5) -> 20 * 2.5 = 50
    expect(susScore(Array(10).fill(3))).toBe(50);
  });

  it('gives 100 for odd items 5 and even items 1, 0 for the reverse', () => {
    expect(susScore([5, 1, 5, 1, 5, 1, 5, 1, 5, 1])).toBe(100);
    expect(susScore([1, 5, 1, 5, 1, 5, 1, 5, 1, 5])).toBe(0);
  });

  it('scores a mixed set', () => {
    // odd 4 -> 3 (x5 = 15), even 2 -> 3 (x5 = 15), 30 * 2.5 = 75
    expect(susScore([4, 2, 4, 2, 4, 2, 4, 2, 4, 2])).toBe(75);
  });

  it('refuses the wrong number of answers or a value outside 1..5', () => {
    expect(() => susScore(Array(9).fill(3))).toThrow(RangeError);
    expect(() => susScore([0, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toThrow(RangeError);
    expect(() => susScore([6, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toThrow(RangeError);
    expect(() => susScore([2.5, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toThrow(RangeError);
  });
});

describe('NPS', () => {
  it('sorts answers into detractors 0-6, passives 7-8, promoters 9-10', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsCategory)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
    expect(() => npsCategory(11)).toThrow(RangeError);
    expect(() => npsCategory(-1)).toThrow(RangeError);
    expect(() => npsCategory(7.5)).toThrow(RangeError);
  });

  it('is 100 for all promoters and -100 for all detractors', () => {
    expect(npsScore([9, 10, 10])).toBe(100);
    expect(npsScore([0, 3, 6])).toBe(-100);
  });

  it('is % promoters minus % detractors for a mix', () => {
    // 2 promoters, 2 passives, 2 detractors of 6 -> 33.3 - 33.3 = 0
    expect(npsScore([10, 9, 8, 7, 6, 0])).toBe(0);
    // 3 promoters, 1 passive, 1 detractor of 5 -> 60 - 20 = 40
    expect(npsScore([10, 10, 10, 8, 0])).toBeCloseTo(40, 12);
  });

  it('does not exist without answers', () => {
    expect(npsScore([])).toBeNull();
  });
});

describe('engagementScore', () => {
  it('gives 3 (50 on 0..100) when every item is answered 3', () => {
    expect(engagementScore(Array(12).fill(3))).toEqual({ mean: 3, score100: 50 });
  });

  it('reverses the perceived usability items', () => {
    // best experience: 5 everywhere but 1 on the three reverse items -> all 5 after reversal
    expect(engagementScore([5, 5, 5, 1, 1, 1, 5, 5, 5, 5, 5, 5])).toEqual({ mean: 5, score100: 100 });
    // all 5: nine items at 5 and three reversed to 1 -> 48 / 12 = 4 -> (4 - 1) * 25 = 75
    expect(engagementScore(Array(12).fill(5))).toEqual({ mean: 4, score100: 75 });
  });

  it('refuses the wrong number of answers', () => {
    expect(() => engagementScore(Array(11).fill(3))).toThrow(RangeError);
  });
});

describe('scoreFeedback', () => {
  const all = (nps: number, usability: number[], engagement: number[], comment?: string) => [
    { question_number: 1, answer: nps },
    ...usability.map((answer, i) => ({ question_number: 2 + i, answer })),
    ...engagement.map((answer, i) => ({ question_number: 12 + i, answer })),
    ...(comment === undefined ? [] : [{ question_number: 24, answer: comment }]),
  ];

  it('scores a complete survey', () => {
    expect(scoreFeedback(all(9, Array(10).fill(3), Array(12).fill(3), '  Very clear  '))).toEqual({
      nps: 9,
      usabilityScore: 50,
      engagement: { mean: 3, score100: 50 },
      comment: 'Very clear',
    });
  });

  it('leaves an incomplete scale without a score', () => {
    const answers = all(4, Array(10).fill(3), Array(12).fill(3)).filter((a) => a.question_number !== 5);
    expect(scoreFeedback(answers)).toEqual({
      nps: 4,
      usabilityScore: null,
      engagement: { mean: 3, score100: 50 },
      comment: null,
    });
    expect(scoreFeedback([])).toEqual({ nps: null, usabilityScore: null, engagement: null, comment: null });
  });

  it('refuses a recommendation answer outside 0..10', () => {
    expect(() => scoreFeedback([{ question_number: 1, answer: 12 }])).toThrow(RangeError);
  });
});
