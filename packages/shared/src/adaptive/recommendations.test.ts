import { describe, expect, it } from 'vitest';
import {
  peerEvidence,
  type RecommendationInput,
  type RecommendationPeer,
  rankRecommendations,
  styleSimilarity,
} from './recommendations';

// Learner on course 1 (category 10, subcategory 11), intermediate, style [7, -5, 11, -1].
// Candidates:
//   2 and 6: same subcategory, basic units only, 0 subscribers
//   3: same category (subcategory 12), intermediate + advanced units, 20 subscribers -> level fit, since 2 and 6
//      of the same category have no intermediate unit
//   4: other category, intermediate units (no level fit: the level was measured in category 10), 0 subscribers
//   5: other category, basic units, 1000 subscribers; only popularity -> left out
//   1: the current course -> left out
// Peers, similarity 1 - d/44 (d the Euclidean distance to the learner's scores):
//   100 [7, -5, 11, -1]  d = 0              s = 1          course 4 nlg 0.6, course 2 nlg 0.9
//   101 [5, -3, 9, 1]    d = sqrt(16) = 4   s = 40/44      course 4 nlg 0.2, course 2 nlg 0.9
//   102 [7, -5, 11, -1]  d = 0              s = 1          course 4 nlg 0.4, course 2 nlg 0.9
//   103 [7, -5, 3, -1]   d = 8              s = 36/44      course 4 nlg -0.2, course 2 nlg 0.9
//   104 [7, -5, 11, 9]   d = 10             s = 34/44      course 4 nlg 0.5
//   105 [7, -5, -1, -1]  d = 12             s = 32/44 < 0.75, left out (course 4 nlg -1, course 2 nlg 0.9)
//   106 [-7, 5, -11, 1]  opposite, left out (course 4 nlg -0.9)
//   107 no style, left out (course 3 nlg 0.9)
// Course 4: five peers, weighted mean = (0.6 + 0.4 + (40*0.2 + 36*(-0.2) + 34*0.5)/44) / (2 + 110/44)
//   = (61.8/44) / (198/44) = 61.8 / 198 = 0.3121212...
// Course 2: four peers only, no evidence.
// Scores: 3: 0.5 + 0.5 + 0.1 ln 21 = 1.30445; 2 and 6: 1.0 (2 first by id); 4: 0.3121212...
const learnerStyle = [7, -5, 11, -1];

function peers(): RecommendationPeer[] {
  return [
    {
      id: 100,
      signedStyle: learnerStyle,
      completed: [
        { courseId: 4, nlg: 0.6 },
        { courseId: 2, nlg: 0.9 },
      ],
    },
    {
      id: 101,
      signedStyle: [5, -3, 9, 1],
      completed: [
        { courseId: 4, nlg: 0.2 },
        { courseId: 2, nlg: 0.9 },
      ],
    },
    {
      id: 102,
      signedStyle: learnerStyle,
      completed: [
        { courseId: 4, nlg: 0.4 },
        { courseId: 2, nlg: 0.9 },
      ],
    },
    {
      id: 103,
      signedStyle: [7, -5, 3, -1],
      completed: [
        { courseId: 4, nlg: -0.2 },
        { courseId: 2, nlg: 0.9 },
      ],
    },
    { id: 104, signedStyle: [7, -5, 11, 9], completed: [{ courseId: 4, nlg: 0.5 }] },
    {
      id: 105,
      signedStyle: [7, -5, -1, -1],
      completed: [
        { courseId: 4, nlg: -1 },
        { courseId: 2, nlg: 0.9 },
      ],
    },
    { id: 106, signedStyle: [-7, 5, -11, 1], completed: [{ courseId: 4, nlg: -0.9 }] },
    { id: 107, signedStyle: null, completed: [{ courseId: 3, nlg: 0.9 }] },
  ];
}

function fixture(): RecommendationInput {
  return {
    current: { courseId: 1, categoryId: 10, subcategoryId: 11 },
    learner: { level: 'intermediate', signedStyle: learnerStyle },
    candidates: [
      { id: 6, categoryId: 10, subcategoryId: 11, subscribers: 0, unitTypes: ['basic'] },
      { id: 5, categoryId: 20, subcategoryId: 22, subscribers: 1000, unitTypes: ['basic'] },
      { id: 4, categoryId: 20, subcategoryId: 21, subscribers: 0, unitTypes: ['intermediate'] },
      { id: 1, categoryId: 10, subcategoryId: 11, subscribers: 50, unitTypes: ['intermediate'] },
      { id: 3, categoryId: 10, subcategoryId: 12, subscribers: 20, unitTypes: ['intermediate', 'advanced'] },
      { id: 2, categoryId: 10, subcategoryId: 11, subscribers: 0, unitTypes: ['basic'] },
    ],
    peers: peers(),
  };
}

describe('rankRecommendations', () => {
  it('ranks the fixture in the order computed by hand', () => {
    const ranked = rankRecommendations(fixture());
    expect(ranked.map((r) => r.courseId)).toEqual([3, 2, 6, 4]);
    expect(ranked.map((r) => r.score)).toEqual([
      expect.closeTo(1 + 0.1 * Math.log(21), 9),
      1,
      1,
      expect.closeTo(61.8 / 198, 9),
    ]);
  });

  it('gives each term as a weighted reason, strongest first, with the number of peers', () => {
    const [c3, c2, , c4] = rankRecommendations(fixture());
    expect(c3.reasons).toEqual([
      { key: 'recommend.reason.sameCategory', params: {}, weight: 0.5 },
      { key: 'recommend.reason.levelFit', params: { level: 'intermediate' }, weight: 0.5 },
      { key: 'recommend.reason.popular', params: { subscribers: 20 }, weight: expect.closeTo(0.30445, 4) },
    ]);
    // Four similar peers completed course 2: not enough to say anything.
    expect(c2.reasons).toEqual([{ key: 'recommend.reason.sameSubcategory', params: {}, weight: 1 }]);
    expect(c4.reasons).toEqual([
      {
        key: 'recommend.reason.peerGain',
        params: { nlg: 31, peers: 5 },
        weight: expect.closeTo(0.3121212, 6),
      },
    ]);
  });

  it('gives no level fit when every candidate of the category has units at the level', () => {
    const input = fixture();
    const ranked = rankRecommendations({
      ...input,
      candidates: input.candidates.map((c) => ({ ...c, unitTypes: ['basic', 'intermediate'] })),
    });
    expect(ranked.flatMap((r) => r.reasons).map((r) => r.key)).not.toContain('recommend.reason.levelFit');
    // 3 is then 0.5 + 0.1 ln 21 = 0.80445, after 2 and 6.
    expect(ranked.map((r) => r.courseId)).toEqual([2, 6, 3, 4]);
  });

  it('gives no level fit without a measured level, nor in another category', () => {
    const noLevel = rankRecommendations({
      ...fixture(),
      learner: { level: null, signedStyle: learnerStyle },
    });
    expect(noLevel.flatMap((r) => r.reasons).map((r) => r.key)).not.toContain('recommend.reason.levelFit');
    const c4 = rankRecommendations(fixture()).find((r) => r.courseId === 4);
    expect(c4?.reasons.map((r) => r.key)).toEqual(['recommend.reason.peerGain']);
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
    expect(ranked.map((r) => r.courseId)).toEqual([3, 2, 6]);
  });

  it('reports negative peer evidence but does not recommend on it alone', () => {
    const losers = [1, 2, 3, 4, 5].map((id) => ({
      id,
      signedStyle: [1, 1, 1, 1],
      completed: [
        { courseId: 2, nlg: -0.5 },
        { courseId: 3, nlg: -0.5 },
      ],
    }));
    const ranked = rankRecommendations({
      current: { courseId: 1, categoryId: 10, subcategoryId: null },
      learner: { level: null, signedStyle: [1, 1, 1, 1] },
      candidates: [
        { id: 2, categoryId: 10, subcategoryId: null, subscribers: 0, unitTypes: [] },
        { id: 3, categoryId: 30, subcategoryId: null, subscribers: 0, unitTypes: [] },
      ],
      peers: losers,
    });
    expect(ranked).toEqual([
      {
        courseId: 2,
        score: 0,
        reasons: [
          { key: 'recommend.reason.sameCategory', params: {}, weight: 0.5 },
          { key: 'recommend.reason.peerLoss', params: { nlg: -50, peers: 5 }, weight: -0.5 },
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

describe('peerEvidence', () => {
  it('needs five peers with similarity 0.75 or more, and weights them by similarity', () => {
    const evidence = peerEvidence(learnerStyle, peers());
    expect([...evidence.keys()]).toEqual([4]);
    expect(evidence.get(4)).toEqual({ nlg: expect.closeTo(61.8 / 198, 12), peers: 5 });
  });

  it('counts a peer once per course', () => {
    const twice = { id: 1, signedStyle: learnerStyle, completed: [{ courseId: 7, nlg: 1 }] };
    expect(peerEvidence(learnerStyle, [twice, twice, twice, twice, twice]).size).toBe(0);
  });
});

describe('styleSimilarity', () => {
  it('is 1 - d/44: 1 for the same scores, 0 for opposite extremes', () => {
    expect(styleSimilarity(learnerStyle, learnerStyle)).toBe(1);
    // d = sqrt(2^2 * 4) = 4
    expect(styleSimilarity(learnerStyle, [5, -3, 9, 1])).toBeCloseTo(40 / 44, 12);
    expect(styleSimilarity([11, 11, 11, 11], [-11, -11, -11, -11])).toBeCloseTo(0, 12);
  });

  it('tells apart learners pointing the same way with different strengths', () => {
    // Cosine similarity called these the same (1); their distance is sqrt(4 * 9) = 6.
    expect(styleSimilarity([1, 1, 1, 1], [4, 4, 4, 4])).toBeCloseTo(1 - 6 / 44, 12);
  });

  it('does not exist without both styles or for scores of different lengths', () => {
    expect(styleSimilarity(null, learnerStyle)).toBeNull();
    expect(styleSimilarity([1, 2], [1, 2, 3])).toBeNull();
  });
});
