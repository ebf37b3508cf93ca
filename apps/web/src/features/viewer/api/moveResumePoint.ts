// PUT /api/user/courses/{courseId}/resume: the learning object on screen becomes the enrolment's resume point.
import type { ResumePointWire } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http, type PlayerState, queryKeys } from '../../../shared/http';

export type ResumePoint = Camelize<ResumePointWire>;

function moveResumePoint(courseId: number, learningObjectId: number): Promise<ResumePoint> {
  return getData(
    http.put<{ data: ResumePoint }>(`/user/courses/${courseId}/resume`, {
      learningObjectId,
    }),
  );
}

export function useMoveResumePoint(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (learningObjectId: number) => moveResumePoint(courseId, learningObjectId),
    // The cached state follows without a new read: the point is only read when the player opens.
    onSuccess: (resume) =>
      queryClient.setQueryData<PlayerState>(queryKeys.player(courseId), (state) =>
        state ? { ...state, resume } : state,
      ),
  });
}
