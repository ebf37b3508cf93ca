// The learner's sub category step: /second-step/categories/{categoryId} and /dashboard/student/categories/{categoryId}.
import { ArrowBack } from '@mui/icons-material';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { catalogueLink, paths } from '../../../shared/paths';
import { CategoryCard, CategoryGrid, useCategory, useLearnerSubcategories } from '../../categories';

function LearnerSubcategories({
  backTo,
  subcategoryPath,
}: {
  backTo: string;
  subcategoryPath: (categoryId: number, subcategoryId: number) => string;
}) {
  const { t } = useTranslation();
  const categoryId = Number(useParams().categoryId);
  const [page, setPage] = useState(1);
  const category = useCategory(categoryId);
  const query = useLearnerSubcategories(categoryId, { page });
  return (
    <>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('secondStep.pages.backToCategories')}
      </Button>
      <CategoryGrid
        heading={
          category.data
            ? t('secondStep.pages.subcategoriesOf', { title: category.data.title })
            : t('secondStep.pages.subcategoriesHeading')
        }
        intro={
          <Typography variant="body2" color="text.secondary">
            {t('secondStep.pages.subcategoriesIntro')}
          </Typography>
        }
        query={query}
        page={page}
        onPage={setPage}
        renderCard={(sub) => (
          <CategoryCard category={sub} to={subcategoryPath(categoryId, sub.id)} showChildren={false} />
        )}
        emptyTitle={t('secondStep.pages.noSubcategoriesTitle')}
        emptyText={t('secondStep.pages.noSubcategories')}
      />
    </>
  );
}

export function SecondStepSubcategoriesPage() {
  return (
    <LearnerSubcategories
      backTo={paths.secondStep.categories}
      subcategoryPath={(_, sub) => paths.secondStep.subcategoryCourses(sub)}
    />
  );
}

export function StudentSubcategoriesPage() {
  return <LearnerSubcategories backTo={paths.student.categories} subcategoryPath={catalogueLink} />;
}
