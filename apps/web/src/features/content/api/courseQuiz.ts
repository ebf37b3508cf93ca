// GET /api/admin/course-quiz/{courseId}: the course quiz with its correct answers, or null before one exists.
import type { AdminQuiz } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type EditableQuiz = Camelize<AdminQuiz>;

function getCourseQuiz(courseId: number): Promise<EditableQuiz | null> {
  return getData(http.get<{ data: EditableQuiz | null }>(`/admin/course-quiz/${courseId}`));
}

export const courseQuizQueryKey = (courseId: number) => ['admin', 'courses', courseId, 'quiz'] as const;

function courseQuizQueryOptions(courseId: number) {
  return queryOptions({ queryKey: courseQuizQueryKey(courseId), queryFn: () => getCourseQuiz(courseId) });
}

export function useCourseQuiz(courseId: number) {
  return useQuery(courseQuizQueryOptions(courseId));
}
