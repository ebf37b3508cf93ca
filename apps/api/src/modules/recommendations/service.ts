// Course recommendations (docs/design/adaptive.md §6): gathers the candidates, the learner's level and style, and the
// peers' normalized change, then ranks with the shared rankRecommendations. Deterministic for the same data;
// an empty list when nothing fits, never an error.
import {
  formatReason,
  type Language,
  levelFromStored,
  type Recommendation,
  type RecommendationPeer,
  rankRecommendations,
  signedScores,
} from '@parcours/shared';
import type { Database } from '../../db/database';
import { toWireCourses } from '../courses/mapper';
import { peerCompletions } from '../learning-paths/gains';
import { latestResultsOf } from '../learning-style/service';
import * as q from './queries';

/** How many courses a learner is shown. */
const recommendationCount = 6;

export interface Viewer {
  userId: number;
  role: number;
}

/** `GET /api/user/recommended-courses/{id}` for a learner currently on course `courseId`. */
export async function recommend(
  db: Database,
  lang: Language,
  viewer: Viewer,
  courseId: number,
): Promise<Recommendation[]> {
  const [current, level, candidates] = await Promise.all([
    q.findCourse(db, courseId),
    q.enrolmentLevel(db, viewer.userId, courseId),
    q.candidateCourses(db, viewer.userId),
  ]);
  const others = candidates.filter((c) => c.id !== courseId);
  if (others.length === 0) return [];
  const candidateIds = others.map((c) => c.id);
  const [unitTypes, completions] = await Promise.all([
    q.unitTypesOf(db, candidateIds),
    peerCompletions(db, candidateIds, viewer.userId),
  ]);
  const styles = await latestResultsOf(db, [viewer.userId, ...completions.map((c) => c.userId)]);
  const peers = new Map<
    number,
    RecommendationPeer & { id: number; completed: { courseId: number; nlg: number | null }[] }
  >();
  for (const c of completions) {
    const style = styles.get(c.userId);
    if (!style) continue;
    const peer = peers.get(c.userId) ?? {
      id: c.userId,
      signedStyle: signedScores(style.result),
      completed: [],
    };
    peer.completed.push({ courseId: c.courseId, nlg: c.nlg });
    peers.set(c.userId, peer);
  }
  const own = styles.get(viewer.userId);

  const ranked = rankRecommendations({
    current: {
      courseId,
      categoryId: current?.category_id ?? null,
      subcategoryId: current?.subcategory_id ?? null,
    },
    learner: { level: levelFromStored(level), signedStyle: own ? signedScores(own.result) : null },
    candidates: others.map((c) => ({
      id: c.id,
      categoryId: c.category_id,
      subcategoryId: c.subcategory_id,
      subscribers: Number(c.subscribers_count),
      unitTypes: unitTypes.get(c.id) ?? [],
    })),
    peers: [...peers.values()],
  }).slice(0, recommendationCount);
  if (ranked.length === 0) return [];

  const rowById = new Map(others.map((c) => [c.id, c]));
  const cards = await toWireCourses(
    db,
    ranked.map((r) => rowById.get(r.courseId)!),
    viewer,
  );
  return ranked.map((r, i) => ({
    course: cards[i],
    score: r.score,
    reasons: r.reasons.map((reason) => ({
      key: reason.key,
      params: reason.params,
      text: formatReason(lang, reason),
      weight: reason.weight,
    })),
  }));
}
