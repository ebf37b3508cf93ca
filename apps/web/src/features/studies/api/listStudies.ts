// GET /api/studies: the studies an admin or a researcher can see, each with its courses and allocated count.
import type { StudyList } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

type StudySummaries = Camelize<StudyList>;

async function listStudies(): Promise<StudySummaries['items']> {
  return (await getData(http.get<{ data: StudySummaries }>('/studies'))).items;
}

function studiesQueryOptions() {
  return queryOptions({ queryKey: studiesKeys.list(), queryFn: listStudies });
}

export function useStudies() {
  return useQuery(studiesQueryOptions());
}
