// A searchable, server-paginated grid of category cards with loading, error and empty states.
import { Search } from '@mui/icons-material';
import { Alert, Box, Grid, InputAdornment, Pagination, Skeleton, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { EmptyState } from '../../../shared/ui';
import { type CategoryItem, type Page, pageCount } from '../api/listCategories';

export interface CategoryGridProps {
  heading: string;
  intro?: ReactNode;
  query: { data?: Page<CategoryItem>; isPending: boolean; error: unknown; isError: boolean };
  page: number;
  onPage: (page: number) => void;
  search?: string;
  onSearch?: (value: string) => void;
  renderCard: (category: CategoryItem) => ReactNode;
  emptyTitle: string;
  emptyText: string;
}

export function CategoryGrid(props: CategoryGridProps) {
  const { t } = useTranslation();
  const { query, page, onPage, search, onSearch, renderCard } = props;
  const pages = pageCount(query.data?.meta);
  return (
    <Box component="section" aria-labelledby="category-grid-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box>
          <Typography id="category-grid-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
            {props.heading}
          </Typography>
          {props.intro}
        </Box>
        {onSearch && (
          <TextField
            id="category-search"
            type="search"
            size="small"
            label={t('categories.search')}
            value={search ?? ''}
            onChange={(e) => onSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { xs: '100%', sm: 280 } }}
          />
        )}
      </Box>
      {query.isError ? (
        <Alert severity="error" role="alert">
          {translateMessage(errorMessageKey(query.error))}
        </Alert>
      ) : query.isPending ? (
        <Grid container spacing={3} aria-busy="true" aria-label={t('categories.loading')}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={220} />
            </Grid>
          ))}
        </Grid>
      ) : query.data && query.data.data.length > 0 ? (
        <>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {query.data.data.map((category) => (
              <Grid key={category.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                {renderCard(category)}
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
                type === 'page' ? t('categories.pageN', { page: item }) : t(`categories.pager.${type}`)
              }
            />
          )}
        </>
      ) : (
        <EmptyState headingLevel="h2" title={props.emptyTitle} text={props.emptyText} />
      )}
    </Box>
  );
}
