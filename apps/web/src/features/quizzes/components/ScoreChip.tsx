// A percentage on its score colour (docs/design/product.md §9); the figure is always written, the colour only adds to it.
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { scoreBand, scoreColours } from '../model/score';

export function ScoreChip({
  percentage,
  size = 'small',
}: {
  /** Null for an attempt that expired with nothing submitted: no score to colour. */
  percentage: number | null;
  size?: 'small' | 'large';
}) {
  const { t, i18n } = useTranslation();
  if (percentage === null) {
    return (
      <Box component="span" data-band="none" title={t('quizzes.noScore')} sx={{ fontWeight: 700 }}>
        —
      </Box>
    );
  }
  const band = scoreBand(percentage);
  const colours = scoreColours[band];
  // "50%" in English, "50 %" in French: the language's own spacing before the sign.
  const figure = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
    percentage / 100,
  );
  return (
    <Box
      component="span"
      data-band={band}
      title={t(`quizzes.band.${band}`)}
      sx={{
        display: 'inline-block',
        px: size === 'large' ? 2 : 1.25,
        py: size === 'large' ? 0.75 : 0.25,
        borderRadius: 4,
        fontWeight: 700,
        fontSize: size === 'large' ? '1.4rem' : '0.875rem',
        bgcolor: colours.bg,
        color: colours.fg,
        whiteSpace: 'nowrap',
      }}
    >
      {figure}
    </Box>
  );
}
