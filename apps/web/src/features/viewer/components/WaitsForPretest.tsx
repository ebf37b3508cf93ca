// In place of the course player while the course waits for the pretest (docs/design/adaptive.md §2): the way to
// take it rather than an empty course.
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';

export function WaitsForPretest({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" component={RouterLink} to={paths.dashboard.pretestCourse(courseId)}>
          {t('viewer.takePretest')}
        </Button>
      }
    >
      {t('viewer.waitsForPretest')}
    </Alert>
  );
}
