// Query keys of the studies feature: everything under ['studies'], so one invalidation refreshes every list,
// study and dashboard; the learner's own participations under ['studies', 'mine'].
export const studiesKeys = {
  all: ['studies'] as const,
  list: () => ['studies', 'list'] as const,
  detail: (id: number) => ['studies', 'detail', id] as const,
  dashboard: (id: number) => ['studies', 'dashboard', id] as const,
  /** The courses a new study (null) or study `id` may cover. */
  courseChoices: (id: number | null) => ['studies', 'course-choices', id] as const,
  /** The consent text comes in the request's language: one entry per language. */
  courseStudy: (courseId: number, language: string) => ['studies', 'course', courseId, language] as const,
  mine: () => ['studies', 'mine'] as const,
};
