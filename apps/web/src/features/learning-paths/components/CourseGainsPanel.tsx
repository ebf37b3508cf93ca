// The learner's gains in one course as read from the server: on "My path" once the course is completed, and
// right after the post-test.
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { queryErrorKey } from '../../../shared/http';
import { useCourseGains } from '../api/getCourseGains';
import { GainsCard } from './GainsCard';
import { Loading } from './Loading';

export function CourseGainsPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const gains = useCourseGains(courseId);
  if (gains.isPending) return <Loading label={t('learningPaths.loading')} />;
  if (gains.isError) return <Alert severity="error">{translateMessage(queryErrorKey(gains.error))}</Alert>;
  return <GainsCard gains={gains.data} />;
}
