// The catalogue's search box, sort and filters (category, sub category, price range, start range).
import { FilterAltOff } from '@mui/icons-material';
import { Button, Grid, MenuItem, Paper, TextField } from '@mui/material';
import { courseSorts } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/DateField';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { SearchField } from '../../../shared/ui/SearchField';
import { useCategories } from '../../categories';
import type { CatalogueFilters } from './catalogueParams';

/** The ids of the range fields, each named by the filter it sets (and its label). */
const ids = {
  priceMin: 'catalogue-price-min',
  priceMax: 'catalogue-price-max',
  startFrom: 'catalogue-start-from',
  startTo: 'catalogue-start-to',
} as const;

export interface CourseFiltersProps {
  filters: CatalogueFilters;
  onChange: (patch: Partial<CatalogueFilters>) => void;
  onReset: () => void;
}

export function CourseFilters({ filters, onChange, onReset }: CourseFiltersProps) {
  const { t } = useTranslation();
  const categories = useCategories({ perPage: 100, page: 1 });
  const list = categories.data?.data ?? [];
  const chosen = list.find((c) => String(c.id) === filters.category);
  const subcategories = chosen?.children ?? [];
  // The address may name a category before the list has loaded: keep the value selectable meanwhile.
  const categoryValue = list.length === 0 || chosen ? filters.category : '';
  const subValue = subcategories.some((s) => String(s.id) === filters.subcategory) ? filters.subcategory : '';
  const set = (patch: Partial<CatalogueFilters>) => onChange({ ...patch, page: 1 });
  // A start date filters once it is a whole date (or is cleared), not on each digit typed.
  const onDate = (patch: Partial<CatalogueFilters>) => {
    if (Object.values(patch).every((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v as string))) set(patch);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('courses.filters.label')}
      sx={{ p: 2, borderRadius: 3, mb: 3 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SearchField
            id="catalogue-search"
            small
            fullWidth
            label={t('courses.filters.search')}
            value={filters.search}
            onChange={(search) => set({ search })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            id="catalogue-sort"
            select
            fullWidth
            size="small"
            label={t('courses.filters.sort')}
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value as CatalogueFilters['sort'] })}
          >
            {courseSorts.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`courses.sorts.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <FilterSelect
            id="catalogue-category"
            fullWidth
            size="small"
            label={t('courses.filters.category')}
            value={categoryValue}
            onChange={(category) => set({ category, subcategory: '' })}
          >
            <MenuItem value="">{t('courses.filters.all')}</MenuItem>
            {list.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.title}
              </MenuItem>
            ))}
          </FilterSelect>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
          <FilterSelect
            id="catalogue-subcategory"
            fullWidth
            size="small"
            label={t('courses.filters.subcategory')}
            value={subValue}
            disabled={subcategories.length === 0}
            onChange={(subcategory) => set({ subcategory })}
          >
            <MenuItem value="">{t('courses.filters.all')}</MenuItem>
            {subcategories.map((sub) => (
              <MenuItem key={sub.id} value={String(sub.id)}>
                {sub.title}
              </MenuItem>
            ))}
          </FilterSelect>
        </Grid>
        {(['priceMin', 'priceMax'] as const).map((bound) => (
          <Grid key={bound} size={{ xs: 6, md: 1.5 }}>
            <TextField
              id={ids[bound]}
              type="number"
              fullWidth
              size="small"
              label={t(`courses.filters.${bound}`)}
              value={filters[bound]}
              onChange={(e) => set({ [bound]: e.target.value })}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          </Grid>
        ))}
        {(['startFrom', 'startTo'] as const).map((bound) => (
          <Grid key={bound} size={{ xs: 6, md: 2 }}>
            <DateField
              id={ids[bound]}
              fullWidth
              size="small"
              label={t(`courses.filters.${bound}`)}
              value={filters[bound]}
              onChange={(value) => onDate({ [bound]: value })}
            />
          </Grid>
        ))}
        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<FilterAltOff />} onClick={onReset}>
            {t('courses.filters.reset')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
