// GET /api/user/courses/{courseId}/path: the learner's path, rebuilt by the server on each read.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LearningPath, pathQuery } from '../../../shared/http';

export type { LearningPath } from '../../../shared/http';
export type PathStep = LearningPath['steps'][number];
export type PathReason = LearningPath['reasons'][number];

export function useLearningPath(courseId: number) {
  const { i18n } = useTranslation();
  return useQuery(pathQuery(courseId, i18n.language));
}
