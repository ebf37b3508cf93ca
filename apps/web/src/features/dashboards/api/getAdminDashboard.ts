// GET /api/admin/dashboard: counts, enrolments per category, NLG per course, survey metrics, latest reviews.
import type { AdminDashboard } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type AdminDashboardData = Camelize<AdminDashboard>;

export function getAdminDashboard(): Promise<AdminDashboardData> {
  return getData(http.get<{ data: AdminDashboardData }>('/admin/dashboard'));
}

export const adminDashboardQueryKey = ['dashboards', 'admin'] as const;

export function adminDashboardQueryOptions() {
  return queryOptions({ queryKey: adminDashboardQueryKey, queryFn: getAdminDashboard });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
