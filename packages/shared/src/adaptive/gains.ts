// Learning gains between a pretest and a post-test: raw gain, normalized change and the class-average gain.

/** Post-test percentage minus pretest percentage, in points. */
export function gain(pre: number, post: number): number {
  return post - pre;
}

/**
 * Normalized change (Marx and Cummings, 2007), shown as NLG: the share of the possible gain achieved, or of the
 * possible loss suffered. Null when both scores are 0 or both 100, where no change was possible; such values
 * are left out of averages.
 */
export function normalizedChange(pre: number, post: number): number | null {
  if ((pre === 0 && post === 0) || (pre === 100 && post === 100)) return null;
  if (post > pre) return (post - pre) / (100 - pre);
  if (post < pre) return (post - pre) / pre;
  return 0;
}

/**
 * The class-average normalized gain of Hake (1998): (mean post - mean pre) / (100 - mean pre). At most 1 and
 * without a lower bound (a class that loses can go below -1).
 */
export function hakeGain(meanPre: number, meanPost: number): number | null {
  if (meanPre === 100) return null;
  return (meanPost - meanPre) / (100 - meanPre);
}

/**
 * What a course's figures are computed from: over its learners with both a pretest and a post-test score, how
 * many, the sums of their scores, and the sum and count of their normalized changes (those without one are not
 * counted). The server keeps these sums per course as the attempts close.
 */
export interface CourseGainSums {
  learners: number;
  preSum: number;
  postSum: number;
  nlgSum: number;
  nlgCount: number;
}

/** The course NLG: the mean of its learners' normalized changes, null when none has one. */
export function courseNlg(s: CourseGainSums): number | null {
  return s.nlgCount === 0 ? null : s.nlgSum / s.nlgCount;
}

/** Hake's gain of the course from the mean pretest and post-test scores, null without learners. */
export function courseHakeGain(s: CourseGainSums): number | null {
  return s.learners === 0 ? null : hakeGain(s.preSum / s.learners, s.postSum / s.learners);
}
