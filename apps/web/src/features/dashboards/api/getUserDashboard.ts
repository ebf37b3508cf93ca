// GET /api/user/dashboard: the learner's courses with progress and gains, latest quiz results and counts.
import type { UserDashboard } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type UserDashboardData = Camelize<UserDashboard>;
export type DashboardCourse = UserDashboardData['enrolledCourses'][number];
export type RecentQuizResult = UserDashboardData['recentQuizResults'][number];

export function getUserDashboard(): Promise<UserDashboardData> {
  return getData(http.get<{ data: UserDashboardData }>('/user/dashboard'));
}

export const userDashboardQueryKey = ['dashboards', 'user'] as const;

export function userDashboardQueryOptions() {
  return queryOptions({ queryKey: userDashboardQueryKey, queryFn: getUserDashboard });
}

export function useUserDashboard() {
  return useQuery(userDashboardQueryOptions());
}
