// GET /api/studies/{id}/dashboard: the CONSORT flow, the figures per condition, the comparisons and the balance.
import type { StudyDashboard } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

/**
 * Read in wire shape: the flow and the balance are keyed by condition and style pole (`author_order`,
 * `reflective`), names the tables look up as they are, so the client's key conversion is skipped here.
 */
function getStudyDashboard(id: number): Promise<StudyDashboard> {
  return getData(http.get<{ data: StudyDashboard }>(`/studies/${id}/dashboard`, { rawKeys: true }));
}

function studyDashboardQueryOptions(id: number) {
  return queryOptions({ queryKey: studiesKeys.dashboard(id), queryFn: () => getStudyDashboard(id) });
}

export function useStudyDashboard(id: number) {
  return useQuery(studyDashboardQueryOptions(id));
}
