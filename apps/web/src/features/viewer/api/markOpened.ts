// POST /api/user/learning-objects/{id}/opened: a learning object without a quiz counts as done once opened
// (docs/design/adaptive.md §4); the answer is the course's progress figure, so the pages showing it refresh.
import type { ProgressWire } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http, refreshLearnerProgress } from '../../../shared/http';

type CourseProgress = Camelize<ProgressWire>;

function markOpened(learningObjectId: number): Promise<CourseProgress> {
  return getData(http.post<{ data: CourseProgress }>(`/user/learning-objects/${learningObjectId}/opened`));
}

export function useMarkOpened() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOpened,
    onSuccess: () => {
      void refreshLearnerProgress(queryClient);
    },
  });
}
