// GET /api/user/courses/{courseId}/path: the learner's path, rebuilt by the server on each read.
import type { LearningPathWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Camelize, getData, http } from '../../../shared/http';

export type LearningPath = Camelize<LearningPathWire>;
export type PathStep = LearningPath['steps'][number];
export type PathReason = LearningPath['reasons'][number];

export function getLearningPath(courseId: number): Promise<LearningPath> {
  return getData(http.get<{ data: LearningPath }>(`/user/courses/${courseId}/path`));
}

/** The reasons come translated: the language is part of the key. */
export const learningPathKey = (courseId: number, language: string) =>
  ['learning-paths', 'path', courseId, language] as const;

export function learningPathOptions(courseId: number, language: string) {
  return queryOptions({
    queryKey: learningPathKey(courseId, language),
    queryFn: () => getLearningPath(courseId),
  });
}

export function useLearningPath(courseId: number) {
  const { i18n } = useTranslation();
  return useQuery(learningPathOptions(courseId, i18n.language));
}
