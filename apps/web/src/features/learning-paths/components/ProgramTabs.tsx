// The two lists of "My program": courses in progress and completed courses.
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';

export function ProgramTabs({ value }: { value: 'current' | 'completed' }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      aria-label={t('learningPaths.program.tabsLabel')}
      // The selected tab's orange is darkened on light surfaces for contrast.
      sx={(theme) => ({
        mb: 3,
        '& .MuiTab-root.Mui-selected': {
          color: theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark,
        },
      })}
    >
      <Tab
        value="current"
        label={t('learningPaths.program.current')}
        component={RouterLink}
        to={paths.student.myProgram}
      />
      <Tab
        value="completed"
        label={t('learningPaths.program.completed')}
        component={RouterLink}
        to={paths.student.completedCourses}
      />
    </Tabs>
  );
}
