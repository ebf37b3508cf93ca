// Ranking of courses to recommend to a learner: a weighted sum of subject, level fit, peer evidence and
// popularity, each term given back as a reason with its weight.
import type { LearnerLevel } from './levels';
import { type Reason, reason } from './messages';

/**
 * The weights of the terms. Subject closeness and level fit decide; peer evidence adds the mean normalized
 * change (-1..1) of similar learners; popularity, 0.1 * ln(1 + subscribers), mostly separates near ties
 * (it reaches 0.5, a same-category match, only at about 150 subscribers).
 */
export const recommendationWeights = {
  sameSubcategory: 1.0,
  sameCategory: 0.5,
  levelFit: 0.5,
  peerEvidence: 1.0,
  popularity: 0.1,
} as const;

/** How many of the most similar peers who completed a candidate give evidence about it. */
export const defaultPeerCount = 10;

export interface RecommendationCandidate {
  id: number;
  categoryId: number | null;
  subcategoryId: number | null;
  subscribers: number;
  /** The types of the candidate's educational units (basic, intermediate, advanced). */
  unitTypes: readonly string[];
}

export interface RecommendationPeer {
  /** Breaks ties between equally similar peers so the ranking does not depend on row order. */
  id?: number;
  signedStyle: readonly number[] | null;
  completed: readonly { courseId: number; nlg: number | null }[];
}

export interface RecommendationInput {
  current: { courseId: number; categoryId: number | null; subcategoryId: number | null };
  learner: { level: LearnerLevel | null; signedStyle: readonly number[] | null };
  candidates: readonly RecommendationCandidate[];
  peers: readonly RecommendationPeer[];
  k?: number;
}

export interface WeightedReason extends Reason {
  weight: number;
}

export interface RankedCourse {
  courseId: number;
  score: number;
  reasons: WeightedReason[];
}

/** Cosine similarity of two style vectors; null when either is all zeros or their lengths differ. */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number | null {
  if (a.length !== b.length || a.length === 0) return null;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    normA += a[i] * a[i];
    normB += b[i] * b[i];
  }
  if (normA === 0 || normB === 0) return null;
  return dot / Math.sqrt(normA * normB);
}

interface SimilarPeer {
  id: number | undefined;
  index: number;
  similarity: number;
  completed: ReadonlyMap<number, number>;
}

/** Peers who resemble the learner (similarity above 0), with the courses they completed and have an NLG for. */
function similarPeers(
  learnerStyle: readonly number[] | null,
  peers: readonly RecommendationPeer[],
): SimilarPeer[] {
  if (!learnerStyle) return [];
  const result: SimilarPeer[] = [];
  peers.forEach((peer, index) => {
    if (!peer.signedStyle) return;
    const similarity = cosineSimilarity(learnerStyle, peer.signedStyle);
    if (similarity === null || similarity <= 0) return;
    const completed = new Map<number, number>();
    for (const c of peer.completed) {
      if (typeof c.nlg === 'number' && Number.isFinite(c.nlg) && !completed.has(c.courseId)) {
        completed.set(c.courseId, c.nlg);
      }
    }
    result.push({ id: peer.id, index, similarity, completed });
  });
  return result.sort(
    (x, y) =>
      y.similarity - x.similarity ||
      (x.id ?? Number.POSITIVE_INFINITY) - (y.id ?? Number.POSITIVE_INFINITY) ||
      x.index - y.index,
  );
}

/**
 * Ranks the candidates, best first; ties go to the lower course id. A candidate is kept only when something
 * besides popularity speaks for it (subject, level or positive peer evidence). Never throws on empty input.
 */
export function rankRecommendations(input: RecommendationInput): RankedCourse[] {
  const k = Number.isInteger(input.k) && (input.k ?? 0) > 0 ? (input.k as number) : defaultPeerCount;
  const peers = similarPeers(input.learner.signedStyle, input.peers);
  const w = recommendationWeights;
  const ranked: RankedCourse[] = [];
  const seen = new Set<number>([input.current.courseId]);

  for (const candidate of input.candidates) {
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const reasons: WeightedReason[] = [];
    const add = (r: Reason, weight: number) => reasons.push({ ...r, weight });

    if (candidate.subcategoryId !== null && candidate.subcategoryId === input.current.subcategoryId) {
      add(reason('recommend.reason.sameSubcategory'), w.sameSubcategory);
    } else if (candidate.categoryId !== null && candidate.categoryId === input.current.categoryId) {
      add(reason('recommend.reason.sameCategory'), w.sameCategory);
    }
    if (input.learner.level && candidate.unitTypes.includes(input.learner.level)) {
      add(reason('recommend.reason.levelFit', { level: input.learner.level }), w.levelFit);
    }
    const evidence = peers
      .filter((p) => p.completed.has(candidate.id))
      .slice(0, k)
      .map((p) => p.completed.get(candidate.id)!);
    if (evidence.length > 0) {
      const meanNlg = evidence.reduce((sum, v) => sum + v, 0) / evidence.length;
      const params = { nlg: Math.round(meanNlg * 100), peers: evidence.length };
      add(
        reason(meanNlg > 0 ? 'recommend.reason.peerGain' : 'recommend.reason.peerLoss', params),
        w.peerEvidence * meanNlg,
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
