// GET /api/user/recommended-courses/{courseId}: up to six courses for a learner on this course, with reasons.
import type { Recommendation } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Camelize, getData, http } from '../../../shared/http';

export type RecommendedCourse = Camelize<Recommendation>;

function getRecommendedCourses(courseId: number): Promise<RecommendedCourse[]> {
  return getData(http.get<{ data: RecommendedCourse[] }>(`/user/recommended-courses/${courseId}`));
}

/** The reasons come translated: the language is part of the key. */
const recommendedCoursesKey = (courseId: number, language: string) =>
  ['recommendations', courseId, language] as const;

function recommendedCoursesOptions(courseId: number, language: string) {
  return queryOptions({
    queryKey: recommendedCoursesKey(courseId, language),
    queryFn: () => getRecommendedCourses(courseId),
  });
}

export function useRecommendedCourses(courseId: number) {
  const { i18n } = useTranslation();
  return useQuery(recommendedCoursesOptions(courseId, i18n.language));
}
