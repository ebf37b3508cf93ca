// Wire schemas of the course player (docs/design/product.md §4): the learner's resume point in a course and the
// learning objects they opened, which the outline marks as done when they have no quiz.
import { z } from 'zod';

export const resumePointWire = z.object({
  learning_object_id: z.number(),
  /** ISO time the point was last moved. */
  updated_at: z.string(),
});
export type ResumePointWire = z.infer<typeof resumePointWire>;

/** `GET /api/user/courses/{courseId}/player`. */
export const playerStateWire = z.object({
  course_id: z.number(),
  /** Null until the learner opened a learning object in the player, or when that object was deleted. */
  resume: resumePointWire.nullable(),
  /** The course's learning objects the learner opened, in no particular order. */
  opened_learning_object_ids: z.array(z.number()),
});
export type PlayerStateWire = z.infer<typeof playerStateWire>;

/** `PUT /api/user/courses/{courseId}/resume`. */
export const resumePointBody = z.object({ learning_object_id: z.coerce.number().int().positive() });
export type ResumePointBody = z.infer<typeof resumePointBody>;
