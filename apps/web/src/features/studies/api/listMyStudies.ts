// GET /api/user/studies: the studies the signed-in learner was asked to join, with their decision.
import type { UserStudies } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

type MyStudies = Camelize<UserStudies>;
export type MyStudy = MyStudies['items'][number];

async function listMyStudies(): Promise<MyStudy[]> {
  return (await getData(http.get<{ data: MyStudies }>('/user/studies'))).items;
}

function myStudiesQueryOptions() {
  return queryOptions({ queryKey: studiesKeys.mine(), queryFn: listMyStudies });
}

export function useMyStudies(enabled = true) {
  return useQuery({ ...myStudiesQueryOptions(), enabled });
}
