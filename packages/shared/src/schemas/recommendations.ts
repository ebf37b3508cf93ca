// Wire schema of course recommendations (docs/design/adaptive.md §6): the course card, its score and the weighted
// reasons it was ranked by.
import { z } from 'zod';
import { course } from './courses';

export const recommendationReason = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
  weight: z.number(),
});

/** `GET /api/user/recommended-courses/{id}`: best first, at most six, possibly none. */
export const recommendation = z.object({
  course,
  score: z.number(),
  reasons: z.array(recommendationReason),
});
export type Recommendation = z.infer<typeof recommendation>;
