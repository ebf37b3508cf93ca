// GET /api/admin/courses/{id}/deletion: what deleting a course takes with it, for the confirmation.
import type { CourseDeletion } from '@parcours/shared';
import { useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { coursesKey } from './listCourses';

type Deletion = Camelize<CourseDeletion>;

function getDeletion(id: number): Promise<Deletion> {
  return getData(http.get<{ data: Deletion }>(`/admin/courses/${id}/deletion`));
}

export function useDeletion(id: number, enabled: boolean) {
  return useQuery({ queryKey: [...coursesKey, 'deletion', id], queryFn: () => getDeletion(id), enabled });
}
