// The course filter of the admin tables: every course by title, or all courses.
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCourseOptions } from '../api/getCourseOptions';

export function CourseFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | null;
  onChange: (courseId: number | null) => void;
}) {
  const { t } = useTranslation();
  const courses = useCourseOptions();
  return (
    <TextField
      select
      id={id}
      label={t('dashboards.table.course')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      disabled={courses.isPending}
    >
      <MenuItem value="">{t('dashboards.table.allCourses')}</MenuItem>
      {(courses.data ?? []).map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
