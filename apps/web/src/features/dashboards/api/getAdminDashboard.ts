// GET /api/admin/dashboard: counts, enrolments per category, NLG per course, survey metrics, latest reviews.
import type { AdminDashboard } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type AdminDashboardData = Camelize<AdminDashboard>;

function getAdminDashboard(): Promise<AdminDashboardData> {
  return getData(http.get<{ data: AdminDashboardData }>('/admin/dashboard'));
}

const adminDashboardQueryKey = ['dashboards', 'admin'] as const;

function adminDashboardQueryOptions() {
  return queryOptions({ queryKey: adminDashboardQueryKey, queryFn: getAdminDashboard });
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
