// The quiz timer's warnings (docs/design/adaptive.md §5): a visible notice from one minute left and from ten
// seconds, and a live region that says each warning once to screen readers (its text changes only when the
// warning does).
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { timerWarning } from '../model/timer';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function TimeWarning({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useTranslation();
  const warning = timerWarning(secondsLeft);
  const text = warning ? t(`quizzes.take.warning.${warning}`) : '';
  return (
    <>
      <Box aria-live="assertive" aria-atomic="true" sx={visuallyHidden} data-testid="quiz-time-announcer">
        {text}
      </Box>
      {warning && (
        // The live region above speaks; the notice itself is not a second alert.
        <Alert
          role="none"
          severity={warning === 'tenSeconds' ? 'error' : 'warning'}
          sx={{ mb: 2 }}
          data-testid="quiz-time-warning"
          data-warning={warning}
        >
          {text}
        </Alert>
      )}
    </>
  );
}
