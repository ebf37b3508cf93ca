// Ranking of courses to recommend to a learner (docs/design/adaptive.md §6): a weighted sum of subject, level
// fit, peer evidence and popularity, each term given back as a reason with its weight.
import type { LearnerLevel } from './levels';
import { type Reason, reason } from './messages';

/**
 * The weights of the terms (docs/design/adaptive.md §6). Subject closeness and level fit decide; peer evidence
 * adds the similarity-weighted mean normalized change (-1..1) of similar learners; popularity,
 * 0.1 * ln(1 + subscribers), mostly separates near ties (it reaches 0.5, a same-category match, only at about
 * 150 subscribers).
 */
export const recommendationWeights = {
  sameSubcategory: 1.0,
  sameCategory: 0.5,
  levelFit: 0.5,
  peerEvidence: 1.0,
  popularity: 0.1,
} as const;

/** Fewer similar learners than this say nothing about a course. */
export const minimumPeers = 5;
/** Peers less similar than this (1 - d/44) are not "like" the learner. */
export const minimumSimilarity = 0.75;
/** The largest distance between two sets of four signed scores in -11..11: sqrt(4 * 22^2). */
export const maxStyleDistance = 44;

export interface RecommendationCandidate {
  id: number;
  categoryId: number | null;
  subcategoryId: number | null;
  subscribers: number;
  /** The types of the candidate's educational units (basic, intermediate, advanced). */
  unitTypes: readonly string[];
}

export interface RecommendationPeer {
  /** Breaks ties between equally similar peers so the result does not depend on row order. */
  id?: number;
  signedStyle: readonly number[] | null;
  /** The courses this peer completed, with their normalized change there (null when it does not exist). */
  completed: readonly { courseId: number; nlg: number | null }[];
}

export interface RecommendationInput {
  current: { courseId: number; categoryId: number | null; subcategoryId: number | null };
  /** The level is the one the pretest of the current course measured, so it speaks for its category only. */
  learner: { level: LearnerLevel | null; signedStyle: readonly number[] | null };
  candidates: readonly RecommendationCandidate[];
  peers: readonly RecommendationPeer[];
}

export interface WeightedReason extends Reason {
  weight: number;
}

export interface RankedCourse {
  courseId: number;
  score: number;
  reasons: WeightedReason[];
}

/**
 * Similarity of two learners' four signed style scores: 1 - d / 44 with d their Euclidean distance, so 1 for
 * the same scores and 0 for opposite extremes. Null when either is missing or the lengths differ.
 */
export function styleSimilarity(a: readonly number[] | null, b: readonly number[] | null): number | null {
  if (!a || !b || a.length !== b.length || a.length === 0) return null;
  let squares = 0;
  for (let i = 0; i < a.length; i += 1) squares += (a[i] - b[i]) ** 2;
  return 1 - Math.sqrt(squares) / maxStyleDistance;
}

export interface PeerEvidence {
  /** The similarity-weighted mean normalized change. */
  nlg: number;
  /** How many peers it is the mean of. */
  peers: number;
}

/**
 * What learners like this one gained on each course: per course, the mean normalized change of the peers with
 * similarity at least 0.75 who completed it and have a value, weighted by similarity; only courses with at
 * least five such peers.
 */
export function peerEvidence(
  learnerStyle: readonly number[] | null,
  peers: readonly RecommendationPeer[],
): Map<number, PeerEvidence> {
  const sums = new Map<number, { weighted: number; weights: number; peers: number }>();
  const seen = new Set<string>();
  // Summed in peer id order, so the floating-point result does not depend on the order of the rows.
  const ordered = peers
    .map((peer, index) => ({ peer, index }))
    .sort(
      (x, y) =>
        (x.peer.id ?? Number.POSITIVE_INFINITY) - (y.peer.id ?? Number.POSITIVE_INFINITY) ||
        x.index - y.index,
    );
  ordered.forEach(({ peer, index }) => {
    const similarity = styleSimilarity(learnerStyle, peer.signedStyle);
    if (similarity === null || similarity < minimumSimilarity) return;
    for (const c of peer.completed) {
      const key = `${peer.id ?? `#${index}`}:${c.courseId}`;
      if (typeof c.nlg !== 'number' || !Number.isFinite(c.nlg) || seen.has(key)) continue;
      seen.add(key);
      const sum = sums.get(c.courseId) ?? { weighted: 0, weights: 0, peers: 0 };
      sum.weighted += similarity * c.nlg;
      sum.weights += similarity;
      sum.peers += 1;
      sums.set(c.courseId, sum);
    }
  });
  const evidence = new Map<number, PeerEvidence>();
  for (const [courseId, sum] of sums) {
    // A similarity of 0.75 or more is positive, so the weights never sum to 0.
    if (sum.peers >= minimumPeers)
      evidence.set(courseId, { nlg: sum.weighted / sum.weights, peers: sum.peers });
  }
  return evidence;
}

/**
 * Ranks the candidates, best first; ties go to the lower course id. A candidate is kept only when something
 * besides popularity speaks for it (subject, level or positive peer evidence). Never throws on empty input.
 */
export function rankRecommendations(input: RecommendationInput): RankedCourse[] {
  const evidence = peerEvidence(input.learner.signedStyle, input.peers);
  const w = recommendationWeights;
  const seen = new Set<number>([input.current.courseId]);
  const candidates = input.candidates.filter((c) => {
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });

  // Level fit speaks only in the current course's category, where the level was measured, and only when it
  // separates the candidates there: when every one of them has units at that level it says nothing.
  const level = input.learner.level;
  const sameCategory = (c: RecommendationCandidate) =>
    c.categoryId !== null && c.categoryId === input.current.categoryId;
  const levelled = level ? candidates.filter(sameCategory) : [];
  const levelSeparates = levelled.some((c) => !c.unitTypes.includes(level ?? ''));

  const ranked: RankedCourse[] = [];
  for (const candidate of candidates) {
    const reasons: WeightedReason[] = [];
    const add = (r: Reason, weight: number) => reasons.push({ ...r, weight });

    if (candidate.subcategoryId !== null && candidate.subcategoryId === input.current.subcategoryId) {
      add(reason('recommend.reason.sameSubcategory'), w.sameSubcategory);
    } else if (sameCategory(candidate)) {
      add(reason('recommend.reason.sameCategory'), w.sameCategory);
    }
    if (level && levelSeparates && sameCategory(candidate) && candidate.unitTypes.includes(level)) {
      add(reason('recommend.reason.levelFit', { level }), w.levelFit);
    }
    const peers = evidence.get(candidate.id);
    if (peers) {
      const params = { nlg: Math.round(peers.nlg * 100), peers: peers.peers };
      add(
        reason(peers.nlg > 0 ? 'recommend.reason.peerGain' : 'recommend.reason.peerLoss', params),
        w.peerEvidence * peers.nlg,
      );
    }
    const fits = reasons.some((r) => r.weight > 0);
    if (!fits) continue;
    const subscribers = Math.max(0, candidate.subscribers || 0);
    if (subscribers > 0)
      add(reason('recommend.reason.popular', { subscribers }), w.popularity * Math.log(1 + subscribers));

    const score = reasons.reduce((sum, r) => sum + r.weight, 0);
    ranked.push({ courseId: candidate.id, score, reasons: reasons.sort((x, y) => y.weight - x.weight) });
  }
  return ranked.sort((x, y) => y.score - x.score || x.courseId - y.courseId);
}
