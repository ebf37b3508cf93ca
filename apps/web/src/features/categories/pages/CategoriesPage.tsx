// /categories: the public grid of categories with their pictures and sub categories.
import { Container } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { catalogueLink } from '../../../shared/paths';
import { useCategories } from '../api/listCategories';
import { CategoryCard } from '../components/CategoryCard';
import { CategoryGrid } from '../components/CategoryGrid';

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
