// GET /api/admin/classes, every page: the caller's classes (all of them for an admin) that take this course, for
// the gradebook's class filter.
import { type ClassItem, pagination } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PageMeta } from '../../../shared/http';
import { gradebookKeys } from './getGradebook';

export interface CourseClass {
  id: number;
  name: string;
}

/** At most this many pages of classes are read (10 000 classes). */
const maxPages = 100;

async function listAllClasses(): Promise<Pick<ClassItem, 'id' | 'name' | 'courses'>[]> {
  const all: Pick<ClassItem, 'id' | 'name' | 'courses'>[] = [];
  for (let page = pagination.firstPage; page <= maxPages; page += 1) {
    const response = await http.get<{ data: ClassItem[]; meta: PageMeta }>('/admin/classes', {
      params: { page, perPage: pagination.maxPerPage, sort: 'name', order: 'asc' },
    });
    all.push(...response.data.data);
    if (response.data.data.length === 0 || all.length >= response.data.meta.total) break;
  }
  return all;
}

export function useCourseClasses(courseId: number) {
  return useQuery({
    ...queryOptions({ queryKey: gradebookKeys.classes, queryFn: listAllClasses }),
    select: (classes): CourseClass[] =>
      classes
        .filter((c) => c.courses.some((course) => course.id === courseId))
        .map((c) => ({ id: c.id, name: c.name })),
  });
}
