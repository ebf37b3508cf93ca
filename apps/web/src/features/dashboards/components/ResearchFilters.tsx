// Beside the search of the research tables: the course filter and the CSV export of that course (or of all).
import { Download } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useResearchExport } from '../api/downloadResearchExport';
import { CourseFilter } from './CourseFilter';

export function ResearchFilters({
  idPrefix,
  courseId,
  onCourse,
}: {
  idPrefix: string;
  courseId: number | null;
  onCourse: (courseId: number | null) => void;
}) {
  const { t } = useTranslation();
  const exporter = useResearchExport();
  return (
    <>
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
    </>
  );
}
