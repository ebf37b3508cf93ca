// What a learner's course quiz with parallel forms asks (docs/design/adaptive.md §5): the pretest half of the
// questions, the post-test the other half, so a learner knows the post-test is no repeat and no mistake.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TakeQuiz } from '../api/startQuiz';

export interface ParallelFormNoticeProps {
  kind: TakeQuiz['quiz']['kind'];
  /** The form the attempt draws; null when the quiz has no parallel forms. */
  form: TakeQuiz['attempt']['form'];
}

export function ParallelFormNotice({ kind, form }: ParallelFormNoticeProps) {
  const { t } = useTranslation();
  // A learning object's quiz has no forms; nor has an attempt an API without forms answered (no field at all).
  if (!form || kind === 'learning_object') return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="parallel-form-notice">
      {t(`quizzes.take.form.${kind}`)}
    </Typography>
  );
}
