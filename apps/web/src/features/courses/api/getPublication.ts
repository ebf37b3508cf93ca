// GET /api/admin/courses/{id}/publication: the checks publishing runs, whether each passes, and what fails it.
import type { Publication } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { coursesKey } from './listCourses';

type PublicationItem = Camelize<Publication>;

function getPublication(id: number): Promise<PublicationItem> {
  return getData(http.get<{ data: PublicationItem }>(`/admin/courses/${id}/publication`));
}

function publicationQueryOptions(id: number) {
  return queryOptions({ queryKey: [...coursesKey, 'publication', id], queryFn: () => getPublication(id) });
}

export function usePublication(id: number, enabled: boolean) {
  return useQuery({ ...publicationQueryOptions(id), enabled });
}
