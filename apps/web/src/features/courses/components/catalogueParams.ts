// The catalogue's sorts and filters kept in the address (shareable, survive a reload) and read back as query
// parameters of GET /api/courses.
import { type CourseSort, courseSorts } from '@parcours/shared';
import type { CourseListParams } from '../api/listCourses';

export interface CatalogueFilters {
  search: string;
  sort: CourseSort;
  category: string;
  subcategory: string;
  priceMin: string;
  priceMax: string;
  startFrom: string;
  startTo: string;
  page: number;
}

const fields = ['search', 'category', 'subcategory', 'priceMin', 'priceMax', 'startFrom', 'startTo'] as const;

export function readFilters(query: URLSearchParams): CatalogueFilters {
  const sort = query.get('sort');
  const page = Number(query.get('page'));
  const out = {
    sort: (courseSorts as readonly string[]).includes(sort ?? '') ? (sort as CourseSort) : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  } as CatalogueFilters;
  for (const name of fields) out[name] = query.get(name) ?? '';
  return out;
}

export function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of fields) if (filters[name]) query.set(name, filters[name]);
  if (filters.sort !== 'newest') query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

function positiveInt(value: string): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

function amount(value: string): number | undefined {
  const n = Number(value);
  return value !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The filters as the API's query (search is passed separately once debounced). */
export function toListParams(filters: CatalogueFilters, search: string): CourseListParams {
  return {
    page: filters.page,
    sort: filters.sort,
    search: search || undefined,
    categoryId: positiveInt(filters.category),
    subcategoryId: positiveInt(filters.subcategory),
    priceMin: amount(filters.priceMin),
    priceMax: amount(filters.priceMax),
    startFrom: filters.startFrom || undefined,
    startTo: filters.startTo || undefined,
  };
}
