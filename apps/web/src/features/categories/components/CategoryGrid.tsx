// A searchable, server-paginated grid of category cards: its heading, search box and the shared CardGrid.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../shared/ui/list';
import { SearchField } from '../../../shared/ui/SearchField';
import type { CategoryItem, Page } from '../api/listCategories';

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
          <SearchField
            id="category-search"
            small
            label={t('categories.search')}
            value={search ?? ''}
            onChange={onSearch}
            sx={{ minWidth: { xs: '100%', sm: 280 } }}
          />
        )}
      </Box>
      <CardGrid
        query={query}
        page={page}
        onPage={onPage}
        renderCard={renderCard}
        cardKey={(category) => category.id}
        loadingLabel={t('categories.loading')}
        cardHeight={220}
        emptyTitle={props.emptyTitle}
        emptyText={props.emptyText}
      />
    </Box>
  );
}
