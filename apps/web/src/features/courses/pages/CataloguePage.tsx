// /courses: the catalogue with sorts, filters, a debounced search and server pages (docs/design/product.md §2 and §9).
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { paths } from '../../../shared/paths';
import { useCourses } from '../api/listCourses';
import { CourseCard } from '../components/CourseCard';
import { CourseFilters } from '../components/CourseFilters';
import { CourseGrid } from '../components/CourseGrid';
import {
  type CatalogueFilters,
  readFilters,
  toListParams,
  writeFilters,
} from '../components/catalogueParams';
import { srOnly } from '../components/srOnly';

export function CataloguePage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const search = useDebouncedValue(filters.search.trim());
  const courses = useCourses(toListParams(filters, search));
  const update = (patch: Partial<CatalogueFilters>) =>
    setQuery(writeFilters({ ...filters, ...patch }), { replace: true });

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" sx={srOnly}>
        {t('courses.catalogue.heading')}
      </Typography>
      <CourseFilters
        filters={filters}
        onChange={update}
        onReset={() => setQuery(new URLSearchParams(), { replace: true })}
      />
      <CourseGrid
        query={courses}
        page={filters.page}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        renderCard={(course) => <CourseCard course={course} to={paths.course(course.id)} />}
        emptyTitle={t('courses.catalogue.emptyTitle')}
        emptyText={t('courses.catalogue.emptyText')}
      />
    </Container>
  );
}
