// GET /api/lti/courses (the courses a teacher may put in an LMS course: published ones and their own drafts) and
// POST /api/lti/links/{id}/course (the course picker of a course navigation link).
import type { LtiLinkableCourse } from '@parcours/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';
import { ltiKeys } from './keys';

export type LinkableCourse = Camelize<LtiLinkableCourse>;

function listLinkableCourses(search: string): Promise<LinkableCourse[]> {
  return getData(http.get<{ data: LinkableCourse[] }>('/lti/courses', { params: search ? { search } : {} }));
}

export function useLinkableCourses(search: string) {
  return useQuery(
    queryOptions({
      queryKey: ltiKeys.linkable(search),
      queryFn: () => listLinkableCourses(search),
      placeholderData: keepPreviousData,
    }),
  );
}

function pickLinkCourse(linkId: number, courseId: number): Promise<{ courseId: number }> {
  return getData(http.post<{ data: { courseId: number } }>(`/lti/links/${linkId}/course`, { courseId }));
}

export function usePickLinkCourse(linkId: number) {
  return useMutation({
    mutationKey: ['lti', 'pick', linkId],
    mutationFn: (courseId: number) => pickLinkCourse(linkId, courseId),
  });
}
