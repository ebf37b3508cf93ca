// POST /api/user/complete-course/{courseId}: the learner marks the course completed (then the post-test).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, queryErrorKey, refreshLearnerProgress } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';

interface Completion {
  courseId: number;
  status: 'completed';
  completedAt: string;
}

async function completeCourse(courseId: number): Promise<{ data: Completion; message: string }> {
  const response = await http.post<{ data: Completion; message: string }>(
    `/user/complete-course/${courseId}`,
    {},
  );
  return response.data;
}

const completeCourseKey = ['learning-paths', 'complete'] as const;

export function useCompleteCourse() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: completeCourseKey,
    mutationFn: completeCourse,
    onSuccess: (answer) => {
      dispatch(notify({ message: answer.message, type: 'success' }));
      // Status, progress, gains and the course lists all change: the dashboard and lists are read again.
      void refreshLearnerProgress(queryClient);
    },
    onError: (error) => dispatch(notify({ message: queryErrorKey(error), type: 'error' })),
  });
}
