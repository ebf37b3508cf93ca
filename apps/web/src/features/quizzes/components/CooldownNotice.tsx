// After a failed attempt: the time until the next one, then the retry button once it reaches zero. CooldownWait is
// the same for a quiz the server refuses for now (its 409, or the content's next_attempt_at after a reload).
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { secondsUntil } from '../model/score';
import { Countdown } from './Countdown';

export interface CooldownNoticeProps {
  nextAttemptAt: string | null;
  offsetMs?: number;
  onRetry: () => void;
  retrying?: boolean;
}

export function CooldownNotice({ nextAttemptAt, offsetMs = 0, onRetry, retrying }: CooldownNoticeProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(() => (secondsUntil(nextAttemptAt, Date.now(), offsetMs) ?? 0) <= 0);
  if (ready || !nextAttemptAt) {
    return (
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onRetry} loading={retrying} data-testid="quiz-retry">
          {t('quizzes.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="quiz-cooldown">
      <Typography component="p">
        {t('quizzes.cooldown.text', { date: formatDateTime(nextAttemptAt) })}{' '}
        <Countdown
          target={nextAttemptAt}
          offsetMs={offsetMs}
          label={t('quizzes.cooldown.label')}
          onZero={() => setReady(true)}
        />
      </Typography>
    </Alert>
  );
}

/** A quiz refused for now because the last attempt failed: says so, counts down, then offers to try again. */
export function CooldownWait({ nextAttemptAt, onRetry, retrying }: Omit<CooldownNoticeProps, 'offsetMs'>) {
  const { t } = useTranslation();
  return (
    <Box>
      <Alert severity="warning">{t('quizzes.cooldown.failedBefore')}</Alert>
      <CooldownNotice nextAttemptAt={nextAttemptAt} onRetry={onRetry} retrying={retrying} />
    </Box>
  );
}
