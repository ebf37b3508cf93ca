// POST /api/admin/create-course and /api/admin/update-course/{id}: the course form as JSON.
import type { CreateCourseBody } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { type CourseItem, coursesKey } from './listCourses';

/** The body in client keys; the client turns them into snake_case. */
export type CoursePayload = Camelize<CreateCourseBody>;

function saveCourse({ id, body }: { id?: number; body: CoursePayload }): Promise<CourseItem> {
  const url = id ? `/admin/update-course/${id}` : '/admin/create-course';
  return getData(http.post<{ data: CourseItem }>(url, body));
}

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...coursesKey, 'save'],
    mutationFn: saveCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKey }),
  });
}
