// GET /api/admin/courses/{courseId}/units: every unit of a course as the admin edits it (with quizzes).
import type { AdminUnit } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type Unit = Camelize<AdminUnit>;
export type UnitLearningObject = Unit['learningObjects'][number];

function getUnits(courseId: number): Promise<Unit[]> {
  return getData(http.get<{ data: Unit[] }>(`/admin/courses/${courseId}/units`));
}

export const unitsQueryKey = (courseId: number) => ['admin', 'courses', courseId, 'units'] as const;

function unitsQueryOptions(courseId: number) {
  return queryOptions({ queryKey: unitsQueryKey(courseId), queryFn: () => getUnits(courseId) });
}

export function useUnits(courseId: number) {
  return useQuery(unitsQueryOptions(courseId));
}
