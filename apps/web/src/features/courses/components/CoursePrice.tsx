// What a course costs: free, or the price with its discount struck through beside what the learner pays.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { srOnly } from './srOnly';

export function formatMoney(value: number, language: string, currency: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    return value.toFixed(2);
  }
}

export interface PriceInfo {
  isPaid: number | boolean;
  price: number;
  discount: number;
  finalPrice: number;
}

export function CoursePrice({ course, size = 'medium' }: { course: PriceInfo; size?: 'medium' | 'large' }) {
  const { t, i18n } = useTranslation();
  const currency = t('courses.price.currency');
  const variant = size === 'large' ? 'h5' : 'subtitle1';
  if (!course.isPaid) {
    return (
      <Typography variant={variant} component="p" sx={{ fontWeight: 700, color: 'success.main' }}>
        {t('courses.price.free')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant={variant} component="p" sx={{ fontWeight: 700 }}>
        {formatMoney(course.finalPrice, i18n.language, currency)}
      </Typography>
      {course.discount > 0 && (
        <>
          <Typography variant="body2" component="p" color="text.secondary">
            <Box component="span" sx={srOnly}>
              {t('courses.price.was')}
            </Box>
            <s>{formatMoney(course.price, i18n.language, currency)}</s>
          </Typography>
          <Chip
            size="small"
            color="secondary"
            label={t('courses.price.discount', { discount: course.discount })}
          />
        </>
      )}
    </Stack>
  );
}
