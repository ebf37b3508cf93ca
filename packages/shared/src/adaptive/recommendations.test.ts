import { describe, expect, it } from 'vitest';
import { cosineSimilarity, type RecommendationInput, rankRecommendations } from './recommendations';

// Learner on course 1 (category 10, subcategory 11), intermediate, style [7, -5, 11, -1].
// Candidates:
//   2: same subcategory, basic units only, 0 subscribers
//   3: same category (other subcategory), intermediate + advanced units, 20 subscribers
//   4: other category, advanced units, 0 subscribers; only peers speak for it
//   5: other category, basic units, 1000 subscribers; only popularity -> left out
//   6 and 8: like 2 without peer evidence -> tie, broken by id
//   1: the current course -> left out
// Peers:
//   100 same style (similarity 1): completed 4 (nlg 0.6) and 2 (nlg 0.2)
//   101 opposite style (similarity -1): completed 4 (nlg -0.9) -> ignored
//   102 zero vector: completed 4 (nlg -1) -> ignored
//   103 [5, -3, 9, 1]: similarity = (35 + 15 + 99 - 1) / (14 * sqrt(116)) = 148 / 150.78 = 0.98: completed 4 (0.2), 3 (none)
//   104 no style: completed 3 (0.9) -> ignored
// Scores:
//   3: 0.5 (category) + 0.5 (level) + 0.1 * ln(21) = 1.0 + 0.30445 = 1.30445
//   2: 1.0 (subcategory) + 1.0 * 0.2 (peer 100) = 1.2
//   6: 1.0 ; 8: 1.0 (6 before 8 by id)
//   4: 1.0 * mean(0.6, 0.2) = 0.4
// Expected order: 3, 2, 6, 8, 4.
function fixture(): RecommendationInput {
  return {
    current: { courseId: 1, categoryId: 10, subcategoryId: 11 },
    learner: { level: 'intermediate', signedStyle: [7, -5, 11, -1] },
    candidates: [
      { id: 8, categoryId: 10, subcategoryId: 11, subscribers: 0, unitTypes: ['basic'] },
      { id: 5, categoryId: 20, subcategoryId: 22, subscribers: 1000, unitTypes: ['basic'] },
      { id: 4, categoryId: 20, subcategoryId: 21, subscribers: 0, unitTypes: ['advanced'] },
      { id: 1, categoryId: 10, subcategoryId: 11, subscribers: 50, unitTypes: ['intermediate'] },
      { id: 3, categoryId: 10, subcategoryId: 12, subscribers: 20, unitTypes: ['intermediate', 'advanced'] },
      { id: 6, categoryId: 10, subcategoryId: 11, subscribers: 0, unitTypes: ['basic'] },
      { id: 2, categoryId: 10, subcategoryId: 11, subscribers: 0, unitTypes: ['basic'] },
    ],
    peers: [
      { id: 101, signedStyle: [-7, 5, -11, 1], completed: [{ courseId: 4, nlg: -0.9 }] },
      { id: 102, signedStyle: [0, 0, 0, 0], completed: [{ courseId: 4, nlg: -1 }] },
      {
        id: 103,
        signedStyle: [5, -3, 9, 1],
        completed: [
          { courseId: 4, nlg: 0.2 },
          { courseId: 3, nlg: null },
        ],
      },
      {
        id: 100,
        signedStyle: [7, -5, 11, -1],
        completed: [
          { courseId: 4, nlg: 0.6 },
          { courseId: 2, nlg: 0.2 },
        ],
      },
      { id: 104, signedStyle: null, completed: [{ courseId: 3, nlg: 0.9 }] },
    ],
  };
}

describe('rankRecommendations', () => {
  it('ranks the fixture in the order computed by hand', () => {
    const ranked = rankRecommendations(fixture());
    expect(ranked.map((r) => r.courseId)).toEqual([3, 2, 6, 8, 4]);
    expect(ranked.map((r) => r.score)).toEqual([
      expect.closeTo(1 + 0.1 * Math.log(21), 9),
      expect.closeTo(1.2, 9),
      1,
      1,
      expect.closeTo(0.4, 9),
    ]);
  });

  it('gives each term as a weighted reason, strongest first', () => {
    const [c3, c2, , , c4] = rankRecommendations(fixture());
    expect(c3.reasons).toEqual([
      { key: 'recommend.reason.sameCategory', params: {}, weight: 0.5 },
      { key: 'recommend.reason.levelFit', params: { level: 'intermediate' }, weight: 0.5 },
      { key: 'recommend.reason.popular', params: { subscribers: 20 }, weight: expect.closeTo(0.30445, 4) },
    ]);
    expect(c2.reasons).toEqual([
      { key: 'recommend.reason.sameSubcategory', params: {}, weight: 1 },
      { key: 'recommend.reason.peerGain', params: { nlg: 20, peers: 1 }, weight: expect.closeTo(0.2, 9) },
    ]);
    expect(c4.reasons).toEqual([
      { key: 'recommend.reason.peerGain', params: { nlg: 40, peers: 2 }, weight: expect.closeTo(0.4, 9) },
    ]);
  });

  it('takes only the k most similar peers', () => {
    // k = 1: only peer 100 (similarity 1) speaks for course 4 -> 0.6
    const c4 = rankRecommendations({ ...fixture(), k: 1 }).find((r) => r.courseId === 4);
    expect(c4?.score).toBeCloseTo(0.6, 9);
  });

  it('is the same whatever the order of candidates and peers', () => {
    const input = fixture();
    const reversed = {
      ...input,
      candidates: [...input.candidates].reverse(),
      peers: [...input.peers].reverse(),
    };
    expect(rankRecommendations(reversed)).toEqual(rankRecommendations(input));
  });

  it('uses no peer evidence for a learner without a style', () => {
    const ranked = rankRecommendations({
      ...fixture(),
      learner: { level: 'intermediate', signedStyle: null },
    });
    expect(ranked.map((r) => r.courseId)).toEqual([3, 2, 6, 8]);
  });

  it('reports negative peer evidence but does not recommend on it alone', () => {
    const input: RecommendationInput = {
      current: { courseId: 1, categoryId: 10, subcategoryId: null },
      learner: { level: null, signedStyle: [1, 1, 1, 1] },
      candidates: [
        { id: 2, categoryId: 10, subcategoryId: null, subscribers: 0, unitTypes: [] },
        { id: 3, categoryId: 30, subcategoryId: null, subscribers: 0, unitTypes: [] },
      ],
      peers: [
        {
          signedStyle: [1, 1, 1, 1],
          completed: [
            { courseId: 2, nlg: -0.5 },
            { courseId: 3, nlg: -0.5 },
          ],
        },
      ],
    };
    const ranked = rankRecommendations(input);
    expect(ranked).toEqual([
      {
        courseId: 2,
        score: 0,
        reasons: [
          { key: 'recommend.reason.sameCategory', params: {}, weight: 0.5 },
          { key: 'recommend.reason.peerLoss', params: { nlg: -50, peers: 1 }, weight: -0.5 },
        ],
      },
    ]);
  });

  it('is empty when there is nothing to rank or nothing fits', () => {
    expect(rankRecommendations({ ...fixture(), candidates: [] })).toEqual([]);
    expect(
      rankRecommendations({
        ...fixture(),
        candidates: [{ id: 9, categoryId: 99, subcategoryId: 98, subscribers: 5000, unitTypes: ['basic'] }],
      }),
    ).toEqual([]);
  });
});

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, -1 for the opposite, 0 for orthogonal vectors', () => {
    expect(cosineSimilarity([7, -5, 11, -1], [14, -10, 22, -2])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 12);
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
  });

  it('does not exist for a zero vector or vectors of different lengths', () => {
    expect(cosineSimilarity([0, 0, 0, 0], [1, 1, 1, 1])).toBeNull();
    expect(cosineSimilarity([1, 2], [1, 2, 3])).toBeNull();
  });
});
