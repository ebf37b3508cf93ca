// Query keys of the users feature: every list and record lives under ['users'] so one invalidation refreshes all.
export type UsersTab = 'all' | 'pending' | 'accepted';

export const usersKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  adaptive: (userId: number, courseId: number, language: string) =>
    ['users', 'adaptive', userId, courseId, language] as const,
};
