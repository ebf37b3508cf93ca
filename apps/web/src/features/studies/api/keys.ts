// Query keys of the studies feature: everything under ['studies'], so one invalidation refreshes every list,
// study and dashboard; the learner's own participations under ['studies', 'mine'].
export const studiesKeys = {
  all: ['studies'] as const,
  list: () => ['studies', 'list'] as const,
  detail: (id: number) => ['studies', 'detail', id] as const,
  dashboard: (id: number) => ['studies', 'dashboard', id] as const,
  courseStudy: (courseId: number) => ['studies', 'course', courseId] as const,
  mine: () => ['studies', 'mine'] as const,
};
