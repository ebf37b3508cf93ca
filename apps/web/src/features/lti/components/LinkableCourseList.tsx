// The courses a teacher may put in an LMS course, searchable, one to pick: the deep-linking page and the course
// picker of a course navigation link show the same list (published courses and the teacher's own drafts).
import {
  Alert,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { SearchField } from '../../../shared/ui/SearchField';
import { useLinkableCourses } from '../api/courses';

export function LinkableCourseList({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (courseId: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const courses = useLinkableCourses(debounced);
  const rows = courses.data ?? [];
  return (
    <Stack spacing={3}>
      <SearchField
        id="lti-course-search"
        small
        label={t('lti.deepLink.search')}
        value={search}
        onChange={setSearch}
      />
      {courses.isError ? (
        <Alert severity="error">{translateMessage(errorMessageKey(courses.error))}</Alert>
      ) : courses.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('lti.deepLink.none')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <List aria-label={t('lti.deepLink.courses')}>
            {rows.map((c) => (
              <ListItemButton
                key={c.id}
                selected={selected === c.id}
                aria-pressed={selected === c.id}
                onClick={() => onSelect(c.id)}
              >
                <ListItemText primary={c.title} secondary={c.facilitator} />
                {c.status !== 'published' && (
                  <Chip size="small" variant="outlined" label={t('lti.deepLink.draft')} />
                )}
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
