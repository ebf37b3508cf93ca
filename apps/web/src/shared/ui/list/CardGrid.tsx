// Cards of a server-paged list (the catalogue's courses, the categories): three placeholders while loading, the
// failure, the empty state, or the cards in a list with the page controls under them when there is more than one.
import { Alert, Grid, Pagination, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { pageCount } from '../../hooks/usePagedSearch';
import { errorMessageKey } from '../../http';
import { EmptyState } from '../EmptyState';

interface CardPage<T> {
  data: T[];
  meta: { total: number; perPage: number };
}

export interface CardGridProps<T> {
  query: { data?: CardPage<T>; isPending: boolean; isError: boolean; error: unknown };
  /** Shown fainter while the next page or search loads. */
  dimmed?: boolean;
  page: number;
  onPage: (page: number) => void;
  renderCard: (item: T) => ReactNode;
  cardKey: (item: T) => string | number;
  /** The name of the placeholders while the first page loads. */
  loadingLabel: string;
  /** The height of a placeholder card, in px. */
  cardHeight: number;
  emptyTitle: string;
  emptyText: string;
  /** Above the cards (how many were found). */
  summary?: (total: number) => ReactNode;
}

const cell = { xs: 12, sm: 6, md: 4 };

export function CardGrid<T>({ query, page, onPage, renderCard, cardKey, ...props }: CardGridProps<T>) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert severity="error" role="alert">
        {translateMessage(errorMessageKey(query.error))}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label={props.loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={cell}>
            <Skeleton variant="rounded" height={props.cardHeight} />
          </Grid>
        ))}
      </Grid>
    );
  }
  const items = query.data?.data ?? [];
  if (items.length === 0)
    return <EmptyState headingLevel="h2" title={props.emptyTitle} text={props.emptyText} />;
  const pages = pageCount(query.data?.meta);
  return (
    <>
      {props.summary?.(query.data?.meta.total ?? items.length)}
      <Grid
        container
        spacing={3}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: props.dimmed ? 0.7 : 1 }}
      >
        {items.map((item) => (
          <Grid key={cardKey(item)} size={cell} component="li">
            {renderCard(item)}
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, value) => onPage(value)}
          color="primary"
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? t('common.pager.page', { page: item }) : t(`common.pager.${type}`)
          }
        />
      )}
    </>
  );
}
