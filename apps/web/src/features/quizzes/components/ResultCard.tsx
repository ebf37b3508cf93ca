// The outcome of a submission: score, total, percentage on its colour, passed or failed.
import { Cancel, CheckCircle } from '@mui/icons-material';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SubmitResult } from '../api/submitQuiz';
import { ScoreChip } from './ScoreChip';

export function ResultCard({
  result,
  headingLevel = 'h2',
}: {
  result: SubmitResult;
  headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }} data-testid="quiz-result">
      <Typography variant="h5" component={headingLevel} sx={{ mb: 2 }}>
        {t('quizzes.result.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <ScoreChip percentage={result.percentage} size="large" />
        <Stack spacing={0.5}>
          <Typography data-testid="quiz-result-score">
            {t('quizzes.result.score', { score: result.score, total: result.totalScorePossible })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="quiz-result-status">
            {result.passed ? (
              <CheckCircle color="success" aria-hidden="true" />
            ) : (
              <Cancel color="error" aria-hidden="true" />
            )}
            <Typography sx={{ fontWeight: 700 }} color={result.passed ? 'success.main' : 'error.main'}>
              {result.passed ? t('quizzes.result.passed') : t('quizzes.result.failed')}
            </Typography>
          </Stack>
          {result.late && <Typography color="text.secondary">{t('quizzes.result.late')}</Typography>}
        </Stack>
      </Stack>
    </Paper>
  );
}
