// GET /api/courses/{id}/study: the open study a course belongs to, its consent text in the request's language,
// and the learner's decision; never the learner's condition.
import type { CourseStudy } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Camelize, getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

type CourseStudyInfo = Camelize<CourseStudy>;

function getCourseStudy(courseId: number): Promise<CourseStudyInfo> {
  return getData(http.get<{ data: CourseStudyInfo }>(`/courses/${courseId}/study`));
}

function courseStudyQueryOptions(courseId: number, language: string) {
  return queryOptions({
    queryKey: studiesKeys.courseStudy(courseId, language),
    queryFn: () => getCourseStudy(courseId),
  });
}

/** Asked again when the language changes, so the consent text follows it. */
export function useCourseStudy(courseId: number) {
  const { i18n } = useTranslation();
  return useQuery(courseStudyQueryOptions(courseId, i18n.language));
}
