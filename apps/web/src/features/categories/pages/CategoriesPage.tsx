// /categories: the public grid of categories with their pictures and sub categories.
import { Container } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { useCategories } from '../api/listCategories';
import { CategoryCard } from '../components/CategoryCard';
import { CategoryGrid } from '../components/CategoryGrid';
import { useDebouncedValue } from '../components/useDebouncedValue';

export function catalogueLink(categoryId: number, subcategoryId?: number): string {
  const query = new URLSearchParams({ category: String(categoryId) });
  if (subcategoryId) query.set('subcategory', String(subcategoryId));
  return `${paths.courses}?${query.toString()}`;
}

export function CategoriesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const query = useCategories({ page, search: debounced || undefined });
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <CategoryGrid
        heading={t('categories.public.heading')}
        query={query}
        page={page}
        onPage={setPage}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        renderCard={(category) => (
          <CategoryCard
            category={category}
            to={catalogueLink(category.id)}
            subcategoryTo={(sub) => catalogueLink(category.id, sub)}
          />
        )}
        emptyTitle={t('categories.empty.title')}
        emptyText={t('categories.empty.text')}
      />
    </Container>
  );
}
