import { describe, expect, it } from 'vitest';
import {
  checkResponses,
  QuestionnaireError,
  questionnaireItemScores,
  questionnaireItems,
  safeScoreQuestionnaire,
  scoreQuestionnaire,
} from './questionnaire';
import { questionnaireTable } from './questionnaire-items';
import { bandOf, distribution, signedScores, styleResultFromColumns, styleResultToColumns } from './style';

// The answer key, written out by hand from docs/design/adaptive.md §1 (item n belongs to dimension (n - 1) mod 4),
// independent of the implementation's table.
const itemsOf = {
  processing: [1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41],
  perception: [2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42],
  input: [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43],
  understanding: [4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44],
} as const;
const poles = {
  processing: ['active', 'reflective'],
  perception: ['sensing', 'intuitive'],
  input: ['visual', 'auditory'],
  understanding: ['sequential', 'global'],
} as const;
const bandByScore: Record<number, string> = {
  1: 'mild',
  3: 'mild',
  5: 'moderate',
  7: 'moderate',
  9: 'strong',
  11: 'strong',
};
type Dim = keyof typeof itemsOf;
const dims: Dim[] = ['processing', 'perception', 'input', 'understanding'];

/** Responses from a 44-letter string of a/b, item 1 first. */
const fromKey = (key: string) => [...key].map((answer, i) => ({ question_id: i + 1, answer }));

describe('the questionnaire table', () => {
  it('holds items 1..44 in order, each in the dimension of the answer key, `a` leaning to the first pole', () => {
    expect(questionnaireTable.map((item) => item.number)).toEqual(
      Array.from({ length: 44 }, (_, i) => i + 1),
    );
    for (const dim of dims) {
      const numbers = questionnaireTable.filter((item) => item.dimension === dim).map((item) => item.number);
      expect(numbers).toEqual(itemsOf[dim]);
      for (const n of itemsOf[dim]) expect(questionnaireTable[n - 1].aPole).toBe(poles[dim][0]);
    }
  });

  it('has a question and two distinct answers in English and French for every item', () => {
    for (const item of questionnaireTable) {
      for (const lang of ['en', 'fr'] as const) {
        expect(item.text[lang].trim()).not.toBe('');
        expect(item.a[lang].trim()).not.toBe('');
        expect(item.b[lang].trim()).not.toBe('');
        expect(item.a[lang]).not.toBe(item.b[lang]);
      }
      expect(item.text.fr).not.toBe(item.text.en);
    }
    expect(new Set(questionnaireTable.map((item) => item.text.en)).size).toBe(44);
    expect(new Set(questionnaireTable.map((item) => item.text.fr)).size).toBe(44);
  });
});

describe('scoreQuestionnaire', () => {
  it('scores the worked example: processing a x9, b x2 gives active, 7, moderate', () => {
    // Rows of four items (processing, perception, input, understanding), items 1-4 first.
    // processing: a on items 1..33 (9), b on 37, 41 (2)      -> active 7 moderate
    // perception: a on 2, 6, 10 (3), b on 14..42 (8)         -> intuitive 5 moderate
    // input: a on all 11                                     -> visual 11 strong
    // understanding: a on 4..20 (5), b on 24..44 (6)         -> global 1 mild
    const key = ['aaaa', 'aaaa', 'aaaa', 'abaa', 'abaa', 'abab', 'abab', 'abab', 'abab', 'bbab', 'bbab'].join(
      '',
    );
    const result = scoreQuestionnaire(fromKey(key));
    expect(result.dimensions).toEqual([
      {
        dimension: 'processing',
        pair: ['active', 'reflective'],
        category: 'active',
        score: 7,
        band: 'moderate',
      },
      {
        dimension: 'perception',
        pair: ['sensing', 'intuitive'],
        category: 'intuitive',
        score: 5,
        band: 'moderate',
      },
      { dimension: 'input', pair: ['visual', 'auditory'], category: 'visual', score: 11, band: 'strong' },
      {
        dimension: 'understanding',
        pair: ['sequential', 'global'],
        category: 'global',
        score: 1,
        band: 'mild',
      },
    ]);
    expect(signedScores(result)).toEqual([7, -5, 11, -1]);
    // The order of the responses does not matter.
    expect(scoreQuestionnaire(fromKey(key).reverse())).toEqual(result);
  });

  it('gives the second pole of every dimension, strong, when every answer is b', () => {
    const result = scoreQuestionnaire(fromKey('b'.repeat(44)));
    expect(result.dimensions.map((d) => [d.category, d.score, d.band])).toEqual([
      ['reflective', 11, 'strong'],
      ['intuitive', 11, 'strong'],
      ['auditory', 11, 'strong'],
      ['global', 11, 'strong'],
    ]);
  });

  // Every dimension, both poles, every score: the winning pole gets (11 + score) / 2 answers.
  for (const dim of dims) {
    for (const side of [0, 1] as const) {
      for (const score of [1, 3, 5, 7, 9, 11]) {
        it(`${dim}: ${poles[dim][side]} by ${score} is ${bandByScore[score]}`, () => {
          const winning = (11 + score) / 2;
          const answers = new Map<number, string>();
          for (let n = 1; n <= 44; n += 1) answers.set(n, n % 2 === 0 ? 'a' : 'b');
          itemsOf[dim].forEach((n, i) => {
            const towardsWinner = i < winning;
            const leansFirst = side === 0 ? towardsWinner : !towardsWinner;
            answers.set(n, leansFirst ? 'a' : 'b');
          });
          const result = scoreQuestionnaire(
            [...answers].map(([question_id, answer]) => ({ question_id, answer })),
          );
          const d = result.dimensions.find((x) => x.dimension === dim)!;
          expect(d).toEqual({
            dimension: dim,
            pair: [...poles[dim]],
            category: poles[dim][side],
            score,
            band: bandByScore[score],
          });
        });
      }
    }
  }

  it('refuses 43 answers, naming the missing item', () => {
    const responses = fromKey('a'.repeat(44)).filter((r) => r.question_id !== 17);
    expect(() => scoreQuestionnaire(responses)).toThrow(QuestionnaireError);
    expect(checkResponses(responses)).toEqual([{ code: 'missing', questionIds: [17] }]);
    const outcome = safeScoreQuestionnaire(responses);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.key).toBe('validation.answerAllQuestions');
  });

  it('refuses an empty submission with every item missing', () => {
    expect(checkResponses([])).toEqual([
      { code: 'missing', questionIds: questionnaireTable.map((i) => i.number) },
    ]);
  });

  it('refuses an item answered twice, an unknown item and an answer other than a or b', () => {
    const responses = [
      ...fromKey('a'.repeat(44)).map((r) => (r.question_id === 8 ? { ...r, answer: 'c' } : r)),
      { question_id: 3, answer: 'b' },
      { question_id: 45, answer: 'a' },
      { question_id: 0, answer: 'a' },
    ];
    expect(checkResponses(responses)).toEqual([
      { code: 'duplicate', questionIds: [3] },
      { code: 'unknownQuestion', questionIds: [0, 45] },
      { code: 'invalidAnswer', questionIds: [8] },
    ]);
    expect(() => scoreQuestionnaire(responses)).toThrow(QuestionnaireError);
  });

  it('accepts exactly 44 valid answers', () => {
    expect(checkResponses(fromKey('ab'.repeat(22)))).toEqual([]);
    expect(safeScoreQuestionnaire(fromKey('ab'.repeat(22))).ok).toBe(true);
  });
});

describe('bandOf', () => {
  it('maps 1 and 3 to mild, 5 and 7 to moderate, 9 and 11 to strong', () => {
    expect([1, 3, 5, 7, 9, 11].map(bandOf)).toEqual([
      'mild',
      'mild',
      'moderate',
      'moderate',
      'strong',
      'strong',
    ]);
  });
  it('refuses scores outside 0..11', () => {
    expect(() => bandOf(12)).toThrow(RangeError);
    expect(() => bandOf(-1)).toThrow(RangeError);
    expect(() => bandOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('questionnaireItems', () => {
  it('serves the 44 questions in the asked language with answers a and b', () => {
    const en = questionnaireItems('en');
    const fr = questionnaireItems('fr');
    expect(en).toHaveLength(44);
    expect(en[0]).toEqual({
      id: 1,
      number: 1,
      dimension: 'processing',
      question: questionnaireTable[0].text.en,
      answers: [
        { key: 'a', answer: questionnaireTable[0].a.en },
        { key: 'b', answer: questionnaireTable[0].b.en },
      ],
    });
    expect(fr[43].question).toBe(questionnaireTable[43].text.fr);
    expect(fr[43].dimension).toBe('understanding');
    expect(fr.map((q) => q.id)).toEqual(en.map((q) => q.number));
  });
});

describe('distribution', () => {
  it('counts learners per dimension, pole and band', () => {
    const a = scoreQuestionnaire(fromKey('a'.repeat(44))); // all first poles, 11 strong
    const b = scoreQuestionnaire(fromKey('b'.repeat(44))); // all second poles, 11 strong
    const key = ['aaaa', 'aaaa', 'aaaa', 'abaa', 'abaa', 'abab', 'abab', 'abab', 'abab', 'bbab', 'bbab'].join(
      '',
    );
    const c = scoreQuestionnaire(fromKey(key)); // active 7, intuitive 5, visual 11, global 1
    const stats = distribution([a, b, c]);
    expect(stats.map((s) => s.dimension)).toEqual(['processing', 'perception', 'input', 'understanding']);
    expect(stats[0]).toEqual({
      dimension: 'processing',
      pair: ['active', 'reflective'],
      poles: [
        { pole: 'active', mild: 0, moderate: 1, strong: 1, total: 2 },
        { pole: 'reflective', mild: 0, moderate: 0, strong: 1, total: 1 },
      ],
      total: 3,
    });
    expect(stats[1].poles[1]).toEqual({ pole: 'intuitive', mild: 0, moderate: 1, strong: 1, total: 2 });
    expect(stats[2].poles[0]).toEqual({ pole: 'visual', mild: 0, moderate: 0, strong: 2, total: 2 });
    expect(stats[3].poles[1]).toEqual({ pole: 'global', mild: 1, moderate: 0, strong: 1, total: 2 });
    expect(distribution([]).every((s) => s.total === 0)).toBe(true);
  });
});

describe('stored columns', () => {
  it('round-trips a result through the learning_style_results columns', () => {
    const key = ['aaaa', 'aaaa', 'aaaa', 'abaa', 'abaa', 'abab', 'abab', 'abab', 'abab', 'bbab', 'bbab'].join(
      '',
    );
    const result = scoreQuestionnaire(fromKey(key));
    const columns = styleResultToColumns(result);
    expect(columns).toEqual({
      processing_category: 'active',
      processing_score: 7,
      perception_category: 'intuitive',
      perception_score: 5,
      input_category: 'visual',
      input_score: 11,
      understanding_category: 'global',
      understanding_score: 1,
    });
    expect(styleResultFromColumns(columns)).toEqual(result);
  });

  it('refuses a stored category that is not a pole of its dimension', () => {
    const columns = {
      ...styleResultToColumns(scoreQuestionnaire(fromKey('a'.repeat(44)))),
      input_category: 'global',
    };
    expect(() => styleResultFromColumns(columns)).toThrow(RangeError);
  });
});

describe('questionnaireItemScores', () => {
  it('scores each item 1 toward the first pole of its dimension, in item order', () => {
    // Every item's `a` leans to the first pole: items 1-20 answered a, 21-44 answered b. Processing holds items
    // 1, 5, ..., 41: the first five (1-17) are a, the last six (21-41) b.
    const scores = questionnaireItemScores(
      Array.from({ length: 44 }, (_, i) => ({ question_id: i + 1, answer: i < 20 ? 'a' : 'b' })),
    );
    expect(scores.processing).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(scores.understanding).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('has null for an item left out or answered otherwise', () => {
    const scores = questionnaireItemScores([
      { question_id: 1, answer: 'b' },
      { question_id: 5, answer: 'c' },
    ]);
    expect(scores.processing.slice(0, 3)).toEqual([0, null, null]);
    expect(scores.perception.every((v) => v === null)).toBe(true);
  });
});
