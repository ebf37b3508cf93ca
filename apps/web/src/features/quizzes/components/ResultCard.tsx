// The outcome of a submission: score, total, percentage on its colour, passed or failed. For the pretest, the
// level it assigned and why instead of passed or failed (a placement test is not failed); an expired attempt
// says it counts for nothing. Shown right after a submission, it brings its heading into view and moves focus
// there, so the learner lands on the result.
import { Cancel, CheckCircle } from '@mui/icons-material';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../shared/format/numbers';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import type { SubmitResult } from '../api/submitQuiz';

export function ResultCard({
  result,
  headingLevel = 'h2',
  focusOnShow = false,
}: {
  result: SubmitResult;
  headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
  /** Move focus to the heading (and scroll it into view) when the card appears. */
  focusOnShow?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const placement =
    'level' in result && result.level ? { level: result.level, levelReason: result.levelReason } : null;
  useEffect(() => {
    const target = heading.current;
    if (!focusOnShow || !target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  }, [focusOnShow]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }} data-testid="quiz-result">
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component={headingLevel}
        sx={{ mb: 2, scrollMarginTop: 86, '&:focus': { outline: 'none' } }}
      >
        {t('quizzes.result.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        // On phones the column would stretch the percentage across the card: keep it its own width.
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <ScoreChip percentage={result.percentage} size="large" />
        <Stack spacing={0.5}>
          <Typography data-testid="quiz-result-score">
            {t('quizzes.result.score', {
              // Partial credit makes fractional scores (2.5 of 4): in the reader's locale.
              score: formatScore(result.score, i18n.language),
              total: formatScore(result.totalScorePossible, i18n.language),
            })}
          </Typography>
          {placement ? (
            <Typography sx={{ fontWeight: 700 }} data-testid="quiz-result-level">
              {t('quizzes.result.level', { level: t(`quizzes.level.${placement.level}`) })}
            </Typography>
          ) : result.status === 'expired' ? null : (
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
          )}
        </Stack>
      </Stack>
      {placement?.levelReason && (
        <Typography sx={{ mt: 2 }} data-testid="quiz-result-reason">
          {placement.levelReason}
        </Typography>
      )}
      {result.status === 'expired' && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="quiz-result-expired">
          {t('quizzes.result.expired')}
        </Alert>
      )}
    </Paper>
  );
}
