// A percentage on its score colour (docs/design/product.md §9): the figure is always written and the band is also
// said in words, so the colour only adds to it. Bands and palette: packages/shared/src/constants.ts.
import { Box } from '@mui/material';
import { scoreBand, scorePalette } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format/numbers';
import { visuallyHidden } from './visuallyHidden';

export function ScoreChip({
  percentage,
  size = 'small',
}: {
  /** Null or undefined when there is no score to colour (an attempt that expired with nothing submitted). */
  percentage: number | null | undefined;
  size?: 'small' | 'large';
}) {
  const { t, i18n } = useTranslation();
  if (percentage === null || percentage === undefined || !Number.isFinite(percentage)) {
    return (
      <Box component="span" data-band="none" title={t('common.score.none')} sx={{ fontWeight: 700 }}>
        {formatPercent(null)}
      </Box>
    );
  }
  const band = scoreBand(percentage);
  const colours = scorePalette[band];
  const words = t(`common.score.band.${band}`);
  return (
    <Box
      component="span"
      data-band={band}
      title={words}
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
      <span>{formatPercent(percentage, i18n.language)}</span>
      <Box component="span" sx={visuallyHidden}>{` (${words})`}</Box>
    </Box>
  );
}
