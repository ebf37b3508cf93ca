// GET /api/studies/{id}: one study's settings, whether they are locked, and its version history.
import type { Study } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

export type StudyDetail = Camelize<Study>;

function getStudy(id: number): Promise<StudyDetail> {
  return getData(http.get<{ data: StudyDetail }>(`/studies/${id}`));
}

function studyQueryOptions(id: number) {
  return queryOptions({ queryKey: studiesKeys.detail(id), queryFn: () => getStudy(id) });
}

export function useStudy(id: number | null) {
  return useQuery({ ...studyQueryOptions(id ?? 0), enabled: id !== null });
}
