// The scores of a submitted survey: NPS answer, usability (0..100) and engagement (1..5 and 0..100).
import { Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/numbers';
import type { FeedbackResult } from '../api/submitFeedback';

export function FeedbackScores({ result }: { result: FeedbackResult }) {
  const { t, i18n } = useTranslation();
  const n = (v: number | null) => formatNumber(v, i18n.language);
  const items = [
    { key: 'nps', value: result.nps === null ? n(null) : `${n(result.nps)} / 10` },
    {
      key: 'usability',
      value: result.usabilityScore === null ? n(null) : `${n(result.usabilityScore)} / 100`,
    },
    {
      key: 'engagement',
      value:
        result.engagementScore === null
          ? n(null)
          : `${n(result.engagementScore)} / 5 (${n(result.engagementScore100)} / 100)`,
    },
  ];
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {items.map((item) => (
        <Grid key={item.key} size={{ xs: 12, sm: 4 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2, borderRadius: 2, height: '100%' }}
            data-testid={`score-${item.key}`}
          >
            <Typography component="dt" color="text.secondary">
              {t(`feedback.scores.${item.key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
              {item.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
