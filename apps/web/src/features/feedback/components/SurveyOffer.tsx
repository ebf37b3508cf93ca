// The survey offered after a post-test (docs/design/product.md §4 "Survey offer"): shown right after the post-test
// result and, while it is open, on the learner dashboard. "Not now" and "No, thanks" are kept by the server, so
// the offer does not follow the learner from page to page; it comes back on the dashboard a week after "Not now".
import { RateReview } from '@mui/icons-material';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { useDecideSurveyOffer, useSurveyOffer } from '../api/surveyOffer';

export function SurveyOffer({ place }: { place: 'postTest' | 'dashboard' }) {
  const { t } = useTranslation();
  const titleId = useId();
  const offer = useSurveyOffer(place === 'postTest');
  const decide = useDecideSurveyOffer();
  const data = offer.data;
  if (data?.state !== 'open') return null;
  const sections = data.categories.map((c) => t(`feedback.sections.${c}.short`)).join(', ');
  const target = `${paths.student.feedback}${data.courseId ? `?course=${data.courseId}` : ''}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, borderColor: 'primary.main' }}
      data-testid="survey-offer"
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <RateReview color="primary" aria-hidden="true" sx={{ mt: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
            {t(`feedback.offer.title.${place}`)}
          </Typography>
          <Typography color="text.secondary">{t('feedback.offer.text', { sections })}</Typography>
        </Box>
      </Box>
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={target} variant="contained">
          {t('feedback.offer.answer')}
        </Button>
        <Button
          variant="outlined"
          loading={decide.isPending && decide.variables === 'later'}
          onClick={() => decide.mutate('later')}
        >
          {t('feedback.offer.later')}
        </Button>
        <Button
          color="inherit"
          loading={decide.isPending && decide.variables === 'never'}
          onClick={() => decide.mutate('never')}
        >
          {t('feedback.offer.never')}
        </Button>
      </Stack>
    </Paper>
  );
}
