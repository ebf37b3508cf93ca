// GET /api/admin/learners/{userId}/courses/{courseId}/adaptive: what a learner's path in a course is built from.
import type { AdaptiveView } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Camelize, getData, http } from '../../../shared/http';
import { usersKeys } from './keys';

export type LearnerAdaptive = Camelize<AdaptiveView>;

function getLearnerAdaptive(userId: number, courseId: number): Promise<LearnerAdaptive> {
  return getData(
    http.get<{ data: LearnerAdaptive }>(`/admin/learners/${userId}/courses/${courseId}/adaptive`),
  );
}

/** The reasons come translated: the language is part of the key. */
function learnerAdaptiveOptions(userId: number, courseId: number, language: string) {
  return queryOptions({
    queryKey: usersKeys.adaptive(userId, courseId, language),
    queryFn: () => getLearnerAdaptive(userId, courseId),
  });
}

export function useLearnerAdaptive(userId: number, courseId: number) {
  const { i18n } = useTranslation();
  const valid = [userId, courseId].every((id) => Number.isInteger(id) && id > 0);
  return useQuery({ ...learnerAdaptiveOptions(userId, courseId, i18n.language), enabled: valid });
}
