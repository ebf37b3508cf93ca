// GET /api/user/dashboard: the learner's courses with progress and gains, latest quiz results and counts (the
// fetcher of shared/http/queries.ts, which the dashboard's route loader reads too).
import { useQuery } from '@tanstack/react-query';
import { dashboardQuery, type UserDashboardData } from '../../../shared/http';
export type DashboardCourse = UserDashboardData['enrolledCourses'][number];
export type RecentQuizResult = UserDashboardData['recentQuizResults'][number];

export function useUserDashboard() {
  return useQuery(dashboardQuery());
}
