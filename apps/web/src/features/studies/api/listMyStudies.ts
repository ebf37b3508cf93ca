// GET /api/user/studies: the studies the signed-in learner was asked to join, with their decision.
import type { UserStudies } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

export type MyStudy = Camelize<UserStudies['items'][number]>;

async function listMyStudies(): Promise<MyStudy[]> {
  return (await getData(http.get<{ data: Camelize<UserStudies> }>('/user/studies'))).items;
}

function myStudiesQueryOptions() {
  return queryOptions({ queryKey: studiesKeys.mine(), queryFn: listMyStudies });
}

export function useMyStudies(enabled = true) {
  return useQuery({ ...myStudiesQueryOptions(), enabled });
}
