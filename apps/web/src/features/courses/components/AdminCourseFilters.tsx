// The admin course list's filters (docs/design/product.md): sort, category, active and online, each a select
// whose change sends the list back to its first page.
import { MenuItem } from '@mui/material';
import { type CourseSort, courseSorts } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { FilterSelect, TriStateFilter } from '../../../shared/ui/FilterSelect';
import { useCategories } from '../../categories';

export interface AdminCourseFilterValues {
  sort: CourseSort;
  category: string;
  /** null: all; true or false: only the courses with the switch on, or off. */
  active: boolean | null;
  offline: boolean | null;
}

const look = { size: 'small', sx: { flex: '1 1 150px', minWidth: 0 } } as const;

export function AdminCourseFilters({
  values,
  onChange,
}: {
  values: AdminCourseFilterValues;
  onChange: (patch: Partial<AdminCourseFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories({ perPage: 100, page: 1 });
  return (
    <>
      <FilterSelect
        {...look}
        id="admin-course-sort"
        label={t('courses.filters.sort')}
        value={values.sort}
        onChange={(v) => onChange({ sort: v as CourseSort })}
      >
        {courseSorts.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`courses.sorts.${s}`)}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect
        {...look}
        id="admin-course-category"
        label={t('courses.filters.category')}
        value={values.category}
        onChange={(v) => onChange({ category: v })}
      >
        <MenuItem value="">{t('courses.filters.all')}</MenuItem>
        {(categories.data?.data ?? []).map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.title}
          </MenuItem>
        ))}
      </FilterSelect>
      <TriStateFilter
        {...look}
        id="admin-course-active"
        label={t('courses.admin.activeFilter')}
        all={t('courses.filters.all')}
        choices={[
          { value: true, label: t('courses.admin.activeOnly') },
          { value: false, label: t('courses.admin.inactiveOnly') },
        ]}
        value={values.active}
        onChange={(active) => onChange({ active })}
      />
      <TriStateFilter
        {...look}
        id="admin-course-offline"
        label={t('courses.admin.onlineFilter')}
        all={t('courses.filters.all')}
        choices={[
          { value: false, label: t('courses.admin.online') },
          { value: true, label: t('courses.admin.offline') },
        ]}
        value={values.offline}
        onChange={(offline) => onChange({ offline })}
      />
    </>
  );
}
