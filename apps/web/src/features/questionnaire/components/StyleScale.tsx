// One dimension on the -11..11 scale: the first pole on the left, the second on the right, the bands shaded.
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { type DimensionView, maxStyleScore, scalePercent, scalePosition } from '../model/style';

// Widths of the band zones from one end to the centre: strong (11..8), moderate (8..4), mild (4..0).
const zones = [
  { band: 'strong', from: -11, to: -8 },
  { band: 'moderate', from: -8, to: -4 },
  { band: 'mild', from: -4, to: 0 },
  { band: 'mild', from: 0, to: 4 },
  { band: 'moderate', from: 4, to: 8 },
  { band: 'strong', from: 8, to: 11 },
] as const;
const zoneStrength = { mild: 0.12, moderate: 0.24, strong: 0.4 } as const;

export function StyleScale({ dimension }: { dimension: DimensionView }) {
  const { t } = useTranslation();
  const position = scalePosition(dimension);
  const [left, right] = dimension.pair;
  const label = t('questionnaire.result.scaleLabel', {
    pole: t(`questionnaire.poles.${dimension.category}`),
    score: dimension.score,
    max: maxStyleScore,
    band: t(`questionnaire.bands.${dimension.band}`),
    left: t(`questionnaire.poles.${left}`),
    right: t(`questionnaire.poles.${right}`),
  });
  return (
    <Box>
      <Box role="img" aria-label={label} sx={{ position: 'relative', height: 28, mx: 1 }}>
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 0,
            right: 0,
            height: 12,
            display: 'flex',
            borderRadius: 6,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {zones.map((zone) => (
            <Box
              key={`${zone.from}`}
              sx={(theme) => ({
                width: `${((zone.to - zone.from) / (2 * maxStyleScore)) * 100}%`,
                bgcolor: alpha(
                  zone.from < 0 ? theme.palette.secondary.main : theme.palette.primary.main,
                  zoneStrength[zone.band],
                ),
              })}
            />
          ))}
        </Box>
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', top: 4, bottom: 4, left: '50%', width: 2, bgcolor: 'text.secondary' }}
        />
        <Box
          data-testid={`scale-marker-${dimension.dimension}`}
          data-position={position}
          sx={{
            position: 'absolute',
            top: 2,
            left: `calc(${scalePercent(position)}% - 12px)`,
            width: 24,
            height: 24,
            borderRadius: '50%',
            bgcolor: 'text.primary',
            border: 3,
            borderColor: 'background.paper',
            boxShadow: 2,
          }}
        />
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t(`questionnaire.poles.${left}`)} · {maxStyleScore}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          0
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {maxStyleScore} · {t(`questionnaire.poles.${right}`)}
        </Typography>
      </Box>
    </Box>
  );
}
