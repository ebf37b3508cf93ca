// A percentage in the score colours of docs/design/product.md §9; the band is also said in words, not by colour only.
import { Box, Chip } from '@mui/material';
import { scoreBand } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { formatPercent } from '../lib/format';
import { scorePalette } from '../lib/scoreColours';

export function ScoreChip({ percentage }: { percentage: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (percentage === null || percentage === undefined) return <span>{formatPercent(null)}</span>;
  const band = scoreBand(percentage);
  const colours = scorePalette[band];
  return (
    <Chip
      size="small"
      label={
        <>
          {formatPercent(percentage, i18n.language)}
          <Box component="span" sx={visuallyHidden}>
            {` (${t(`dashboards.scoreBand.${band}`)})`}
          </Box>
        </>
      }
      title={t(`dashboards.scoreBand.${band}`)}
      data-band={band}
      sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 700 }}
    />
  );
}
