// The learner's category step: /second-step/categories and, inside the dashboard, /dashboard/student/categories.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { paths } from '../../../shared/paths';
import { CategoryCard, CategoryGrid, useLearnerCategories } from '../../categories';

function LearnerCategories({ categoryPath }: { categoryPath: (categoryId: number) => string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const query = useLearnerCategories({ page, search: debounced || undefined });
  return (
    <CategoryGrid
      heading={t('secondStep.pages.categoriesHeading')}
      query={query}
      page={page}
      onPage={setPage}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      renderCard={(category) => (
        <CategoryCard category={category} to={categoryPath(category.id)} showChildren={false} />
      )}
      emptyTitle={t('categories.empty.title')}
      emptyText={t('secondStep.pages.noCategories')}
    />
  );
}

export function SecondStepCategoriesPage() {
  return <LearnerCategories categoryPath={paths.secondStep.category} />;
}

export function StudentCategoriesPage() {
  return <LearnerCategories categoryPath={paths.student.category} />;
}
