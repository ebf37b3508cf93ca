// The five latest reviews of the platform and of courses.
import { List, ListItem, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import type { AdminDashboardData } from '../api/getAdminDashboard';
import { SectionCard } from './SectionCard';

type Review = AdminDashboardData['reviews'][number];

export function RecentReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="recent-reviews" title={t('dashboards.reviews.title')}>
      {reviews.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.reviews.empty')}</Typography>
      ) : (
        <List disablePadding>
          {reviews.map((r) => (
            <ListItem key={r.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
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
