// The learner's gains in one course: pretest, post-test, gain in points and normalized change (NLG).
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatGain, formatPercent, formatRatio } from '../../../shared/format/numbers';
import type { CourseGains } from '../api/getCourseGains';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The figures with the course's rule for which post-test counts, named beside them (docs/design/adaptive.md §2). */
export function GainsFigures({
  gains,
}: {
  gains: Pick<CourseGains, 'preTestPercentage' | 'postTestPercentage' | 'gain' | 'nlg' | 'postTestRule'>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box>
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 3, m: 0 }}>
        <Figure
          label={t('learningPaths.gains.pre')}
          value={formatPercent(gains.preTestPercentage, i18n.language)}
          testId="gains-pre"
        />
        <Figure
          label={t('learningPaths.gains.post')}
          value={formatPercent(gains.postTestPercentage, i18n.language)}
          testId="gains-post"
        />
        <Figure
          label={t('learningPaths.gains.gain')}
          value={formatGain(gains.gain, i18n.language)}
          testId="gains-gain"
        />
        <Figure
          label={t('learningPaths.gains.nlg')}
          value={formatRatio(gains.nlg, i18n.language)}
          testId="gains-nlg"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="gains-rule">
        {t(`postTestRule.${gains.postTestRule}`)}
      </Typography>
    </Box>
  );
}

export function GainsCard({ gains }: { gains: CourseGains }) {
  const { t, i18n } = useTranslation();
  const explanation =
    gains.nlg === null
      ? gains.postTestPercentage === null
        ? t('learningPaths.gains.noPostTest')
        : t('learningPaths.gains.noChangePossible')
      : gains.nlg >= 0
        ? t('learningPaths.gains.explainGain', {
            percent: formatPercent(Math.round(gains.nlg * 100), i18n.language),
          })
        : t('learningPaths.gains.explainLoss', {
            percent: formatPercent(Math.round(-gains.nlg * 100), i18n.language),
          });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="gains-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography variant="h3" id="gains-heading" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('learningPaths.gains.title')}
      </Typography>
      <GainsFigures gains={gains} />
      <Typography sx={{ mt: 2 }} data-testid="gains-explanation">
        {explanation}
      </Typography>
      {gains.versionsDiffer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="gains-versions-differ">
          {t('learningPaths.gains.versionsDiffer')}
        </Typography>
      )}
    </Paper>
  );
}
