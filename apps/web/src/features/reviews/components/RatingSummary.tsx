// A course's mean rating and number of reviews, as on its card and its page: stars (read as one sentence by
// screen readers), the mean with one decimal in the interface's language, and the count.
import { Box, Rating, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';

function formatRating(average: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}

export function RatingSummary({
  average,
  count,
  size = 'small',
}: {
  average: number | null;
  count: number;
  size?: 'small' | 'medium';
}) {
  const { t, i18n } = useTranslation();
  if (average === null || count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="rating-summary">
        {t('reviews.course.none')}
      </Typography>
    );
  }
  const shown = formatRating(average, i18n.language);
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
      data-testid="rating-summary"
    >
      <Rating value={average} precision={0.1} readOnly size={size} aria-hidden="true" />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('reviews.stars', { average: shown })}
        </Box>
        <span aria-hidden="true">{shown}</span>
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        ({t('reviews.course.count', { count })})
      </Typography>
    </Box>
  );
}
