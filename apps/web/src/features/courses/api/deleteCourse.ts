// DELETE /api/admin/delete-course/{id} (admins; refused while learners hold certificates).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { coursesKey } from './listCourses';

async function deleteCourse(id: number): Promise<void> {
  await http.delete(`/admin/delete-course/${id}`);
}

export function useDeleteCourse() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: [...coursesKey, 'delete'],
    mutationFn: deleteCourse,
    onSuccess: () => {
      dispatch(notify({ message: 'courses.life.deleted' }));
      return client.invalidateQueries({ queryKey: coursesKey });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
