// The columns of the admin's category list: picture, title, sub-categories, course count, edit and delete.
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { thumbnailLink } from '../../../shared/format/media';
import { paths } from '../../../shared/paths';
import { actionsColumn, ChipList, EditDeleteButtons, type ListColumn } from '../../../shared/ui/list';
import type { CategoryItem } from '../api/listCategories';
import { CategoryPicture } from './CategoryCard';

export function useCategoryColumns(onDelete: (category: CategoryItem) => void): ListColumn<CategoryItem>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'image',
      label: t('categories.admin.image'),
      phone: 'start',
      cellSx: { width: 96 },
      render: (category) => (
        <Box sx={{ width: 72, borderRadius: 1, overflow: 'hidden' }}>
          <CategoryPicture link={thumbnailLink(category.image)} height={48} />
        </Box>
      ),
    },
    {
      key: 'title',
      label: t('categories.admin.title'),
      phone: 'title',
      rowHeader: true,
      render: (category) => category.title,
    },
    {
      key: 'children',
      label: t('categories.admin.subcategories'),
      render: (category) => (
        <ChipList items={category.children.map((child) => ({ key: child.id, label: child.title }))} />
      ),
    },
    {
      key: 'courses',
      label: t('categories.admin.courses'),
      numeric: true,
      render: (category) => category.coursesCount,
    },
    actionsColumn(t('categories.admin.actions'), (category) => (
      <EditDeleteButtons
        editLabel={t('categories.admin.edit', { title: category.title })}
        deleteLabel={t('categories.admin.delete', { title: category.title })}
        edit={paths.admin.category(category.id)}
        onDelete={() => onDelete(category)}
      />
    )),
  ];
}
