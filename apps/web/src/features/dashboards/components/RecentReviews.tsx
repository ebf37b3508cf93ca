// The five latest reviews of the platform and of courses; the admin hides an abusive one with a reason (it leaves
// the course's mean and list) or shows it again. Hidden reviews stay here, marked. The full list is one link away.
import { Box, Button, Chip, List, ListItem, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { HideReviewButton } from '../../reviews';
import type { AdminDashboardData } from '../api/getAdminDashboard';

type Review = AdminDashboardData['reviews'][number];

export function RecentReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="recent-reviews"
      title={t('dashboards.reviews.title')}
      action={
        <Button component={RouterLink} to={paths.admin.reviews} size="small" variant="outlined">
          {t('reviews.admin.seeAll')}
        </Button>
      }
    >
      {reviews.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.reviews.empty')}</Typography>
      ) : (
        <List disablePadding>
          {reviews.map((r) => (
            <ListItem
              key={r.id}
              divider
              disableGutters
              sx={{ display: 'block', py: 1.5, opacity: r.hiddenAt ? 0.75 : 1 }}
              data-testid="admin-review"
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {`${r.user.firstName} ${r.user.lastName}`}
                </Typography>
                <Rating
                  value={r.rating}
                  readOnly
                  size="small"
                  getLabelText={(value) => t('dashboards.reviews.rating', { rating: value })}
                />
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatDate(r.createdAt)}
                </Typography>
                {r.hiddenAt && <Chip size="small" color="warning" label={t('reviews.admin.hidden')} />}
                <Box sx={{ ml: 'auto !important' }}>
                  <HideReviewButton review={r} />
                </Box>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {r.reviewType === 'course' && r.courseTitle
                  ? t('dashboards.reviews.course', { title: r.courseTitle })
                  : t('dashboards.reviews.platform')}
              </Typography>
              {r.comment && <Typography sx={{ mt: 0.5 }}>{r.comment}</Typography>}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
