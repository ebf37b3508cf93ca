// GET /api/studies/courses: the courses a study form may offer, for admins and researchers alike. The API answers
// them by the rule it checks every save against (docs/design/contract.md §10), so the form never offers a course
// the save would refuse; for a study being edited, its own courses are among them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { studiesKeys } from './keys';

export interface CourseChoice {
  id: number;
  title: string;
}

async function listCourseChoices(studyId: number | null): Promise<CourseChoice[]> {
  const data = await getData(
    http.get<{ data: { items: CourseChoice[] } }>('/studies/courses', {
      params: studyId === null ? {} : { studyId },
    }),
  );
  return data.items;
}

function courseChoicesQueryOptions(studyId: number | null) {
  return queryOptions({
    queryKey: studiesKeys.courseChoices(studyId),
    queryFn: () => listCourseChoices(studyId),
  });
}

export function useCourseChoices(studyId: number | null) {
  return useQuery(courseChoicesQueryOptions(studyId));
}
