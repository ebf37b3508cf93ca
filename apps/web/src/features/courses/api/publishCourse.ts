// POST /api/admin/courses/{id}/publish and /archive: a course's life (docs/design/product.md §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { type CourseItem, coursesKey } from './listCourses';

type CourseLifeStep = 'publish' | 'archive';

function changeCourseLife({ id, step }: { id: number; step: CourseLifeStep }): Promise<CourseItem> {
  return getData(http.post<{ data: CourseItem }>(`/admin/courses/${id}/${step}`));
}

export function useCourseLife() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: [...coursesKey, 'life'],
    mutationFn: changeCourseLife,
    onSuccess: (_, { step }) => {
      dispatch(notify({ message: step === 'publish' ? 'courses.life.published' : 'courses.life.archived' }));
      return client.invalidateQueries({ queryKey: coursesKey });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
