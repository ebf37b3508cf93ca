// Above the admin tables: the search box (debounced by the page), the course filter and the CSV export.
import { Download, Search } from '@mui/icons-material';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useResearchExport } from '../api/downloadResearchExport';
import { CourseFilter } from './CourseFilter';

export function TableToolbar({
  idPrefix,
  search,
  onSearch,
  courseId,
  onCourse,
}: {
  idPrefix: string;
  search: string;
  onSearch: (value: string) => void;
  courseId: number | null;
  onCourse: (courseId: number | null) => void;
}) {
  const { t } = useTranslation();
  const exporter = useResearchExport();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        id={`${idPrefix}-search`}
        type="search"
        label={t('dashboards.table.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: '1 1 240px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <CourseFilter id={`${idPrefix}-course`} value={courseId} onChange={onCourse} />
      <Button
        variant="contained"
        startIcon={<Download />}
        loading={exporter.isPending}
        onClick={() => exporter.mutate(courseId)}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('dashboards.export.button')}
      </Button>
    </Box>
  );
}
