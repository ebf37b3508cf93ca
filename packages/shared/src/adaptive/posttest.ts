// The post-test counting rule (docs/design/adaptive.md §2): which post-test a course counts, and what taking the
// post-test again would do. The one owner of the rule: the enrolment's counted post-test, the quiz start, the
// learner's pages, certificates, dashboards, exports and studies all read it through these functions.
import type { PostTestRule } from '../schemas/courses';

/**
 * What starting the course quiz as a post-test does now:
 * - `counts`: no post-test counts yet, this one will;
 * - `replaces`: under `latest`, this one will replace the counted one;
 * - `if_better`: under `best`, this one counts only with a higher percentage;
 * - `closed`: nothing more counts (under `first` once one counts, or once the delayed post-test is taken);
 *   the post-test is not offered again;
 * - `delayed`: a study's delayed post-test is due: this one measures retention and never replaces the post-test.
 */
export const postTestNexts = ['counts', 'replaces', 'if_better', 'closed', 'delayed'] as const;
export type PostTestNext = (typeof postTestNexts)[number];

export interface PostTestState {
  /** The enrolment is completed (the post-test is open only then). */
  completed: boolean;
  /** A post-test counts already (the enrolment's counted post-test). */
  counted: boolean;
  /** A study's delayed post-test is due (its time has come). */
  delayedDue: boolean;
  /** A post-test was submitted since the delayed post-test became due. */
  delayedTaken: boolean;
}

/** What taking the post-test now would do; null while the course is not completed (no post-test yet). */
export function postTestNext(rule: PostTestRule, state: PostTestState): PostTestNext | null {
  if (!state.completed) return null;
  if (state.delayedDue) return state.delayedTaken ? 'closed' : 'delayed';
  if (!state.counted) return 'counts';
  if (rule === 'first') return 'closed';
  return rule === 'latest' ? 'replaces' : 'if_better';
}

/**
 * Whether a newly submitted post-test replaces the counted one (none yet: it counts). Under `best` only a
 * strictly higher percentage replaces it, so the earliest of equal bests stays counted.
 */
export function postTestReplaces(
  rule: PostTestRule,
  counted: { percentage: number } | null,
  candidate: { percentage: number },
): boolean {
  if (!counted) return true;
  if (rule === 'latest') return true;
  return rule === 'best' && candidate.percentage > counted.percentage;
}
