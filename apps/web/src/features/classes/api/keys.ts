// Query keys of the classes feature: every list and record under ['classes'], so one invalidation refreshes all.
export const classesKeys = {
  all: ['classes'] as const,
  lists: () => ['classes', 'list'] as const,
};
