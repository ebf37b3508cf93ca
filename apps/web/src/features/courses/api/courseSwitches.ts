// POST /api/admin/active-course/{id} ({value}), /api/admin/online-course/{id} and /offline-course/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { type CourseItem, coursesKey } from './listCourses';

type CourseSwitch = { kind: 'active'; value: boolean } | { kind: 'online' } | { kind: 'offline' };

function switchCourse({ id, change }: { id: number; change: CourseSwitch }): Promise<CourseItem> {
  if (change.kind === 'active') {
    return getData(
      http.post<{ data: CourseItem }>(`/admin/active-course/${id}`, { value: change.value ? 1 : 0 }),
    );
  }
  return getData(http.post<{ data: CourseItem }>(`/admin/${change.kind}-course/${id}`));
}

export function useSwitchCourse() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: [...coursesKey, 'switch'],
    mutationFn: switchCourse,
    onSuccess: () => {
      dispatch(notify({ message: 'courses.admin.switched' }));
      return client.invalidateQueries({ queryKey: coursesKey });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
