// Courses as a grid of cards with server pages, how many were found, and the loading, error and empty states.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, type CardGridProps } from '../../../shared/ui/list';
import type { CourseItem } from '../api/listCourses';

export interface CourseGridProps {
  query: CardGridProps<CourseItem>['query'] & { isFetching?: boolean };
  page: number;
  onPage: (page: number) => void;
  renderCard: (course: CourseItem) => ReactNode;
  emptyTitle: string;
  emptyText: string;
}

export function CourseGrid({ query, ...props }: CourseGridProps) {
  const { t } = useTranslation();
  return (
    <CardGrid
      {...props}
      query={query}
      dimmed={query.isFetching}
      cardKey={(course) => course.id}
      loadingLabel={t('courses.loading')}
      cardHeight={360}
      summary={(count) => (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('courses.found', { count })}
        </Typography>
      )}
    />
  );
}
