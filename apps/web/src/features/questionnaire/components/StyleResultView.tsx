// A learning-style result: for each of the four dimensions the leaning pole, score, band, the scale and what
// that preference says about the learner (never what the course does with it: docs/design/adaptive.md §10).
import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { type DimensionView, preferenceKey } from '../model/style';
import { StyleScale } from './StyleScale';

export interface StyleResultLike {
  dimensions: DimensionView[];
  createdAt?: string;
}

// Orange is only used behind dark text (white on #fa853f fails contrast).
const bandChip = {
  mild: { variant: 'outlined' },
  moderate: { variant: 'filled' },
  strong: { variant: 'filled', sx: { bgcolor: 'primary.main', color: 'primary.contrastText' } },
} as const;

function DimensionCard({ dimension }: { dimension: DimensionView }) {
  const { t } = useTranslation();
  const [first, second] = dimension.pair;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`dimension-${dimension.dimension}`}
      data-testid={`dimension-${dimension.dimension}`}
      sx={{ p: 2.5, borderRadius: 3, height: '100%' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography
          variant="h4"
          component="h3"
          id={`dimension-${dimension.dimension}`}
          sx={{ fontSize: '1.1rem' }}
        >
          {t(`questionnaire.dimensions.${dimension.dimension}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('questionnaire.result.pair', {
            first: t(`questionnaire.poles.${first}`),
            second: t(`questionnaire.poles.${second}`),
          })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          {t(`questionnaire.poles.${dimension.category}`)} {dimension.score}
        </Typography>
        <Chip size="small" {...bandChip[dimension.band]} label={t(`questionnaire.bands.${dimension.band}`)} />
      </Stack>
      <StyleScale dimension={dimension} />
      <Typography sx={{ mt: 2 }}>{t(preferenceKey(dimension))}</Typography>
    </Paper>
  );
}

export function StyleResultView({ result, heading }: { result: StyleResultLike; heading?: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      {heading && (
        <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
          {heading}
        </Typography>
      )}
      {result.createdAt && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('questionnaire.result.takenOn', { date: formatDate(result.createdAt) })}
        </Typography>
      )}
      <Grid container spacing={2}>
        {result.dimensions.map((d) => (
          <Grid key={d.dimension} size={{ xs: 12, md: 6 }}>
            <DimensionCard dimension={d} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
