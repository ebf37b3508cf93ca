// The admin course list's filters (docs/design/product.md): sort, category, active and online, each a select
// whose change sends the list back to its first page.
import { MenuItem, TextField } from '@mui/material';
import { type CourseSort, courseSorts } from '@parcours/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../categories';

/** A filter's three ways: all, only the ones with the switch on ('1'), only the ones with it off ('0'). */
type Tri = '' | '1' | '0';

export interface AdminCourseFilterValues {
  sort: CourseSort;
  category: string;
  active: Tri;
  offline: Tri;
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: '1 1 150px', minWidth: 0 }}
    >
      {children}
    </TextField>
  );
}

export function AdminCourseFilters({
  values,
  onChange,
}: {
  values: AdminCourseFilterValues;
  onChange: (patch: Partial<AdminCourseFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories({ perPage: 100, page: 1 });
  const all = (
    <MenuItem key="" value="">
      {t('courses.filters.all')}
    </MenuItem>
  );
  return (
    <>
      <FilterSelect
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
        id="admin-course-category"
        label={t('courses.filters.category')}
        value={values.category}
        onChange={(v) => onChange({ category: v })}
      >
        {[
          all,
          ...(categories.data?.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.title}
            </MenuItem>
          )),
        ]}
      </FilterSelect>
      <FilterSelect
        id="admin-course-active"
        label={t('courses.admin.activeFilter')}
        value={values.active}
        onChange={(v) => onChange({ active: v as Tri })}
      >
        {[
          all,
          <MenuItem key="1" value="1">
            {t('courses.admin.activeOnly')}
          </MenuItem>,
          <MenuItem key="0" value="0">
            {t('courses.admin.inactiveOnly')}
          </MenuItem>,
        ]}
      </FilterSelect>
      <FilterSelect
        id="admin-course-offline"
        label={t('courses.admin.onlineFilter')}
        value={values.offline}
        onChange={(v) => onChange({ offline: v as Tri })}
      >
        {[
          all,
          <MenuItem key="0" value="0">
            {t('courses.admin.online')}
          </MenuItem>,
          <MenuItem key="1" value="1">
            {t('courses.admin.offline')}
          </MenuItem>,
        ]}
      </FilterSelect>
    </>
  );
}
