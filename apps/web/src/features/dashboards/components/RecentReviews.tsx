// The five latest reviews of the platform and of courses; the admin hides an abusive one (it leaves the course's
// mean and list) or shows it again. Hidden reviews stay here, marked.
import { Button, Chip, List, ListItem, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useHideReview } from '../../reviews';
import type { AdminDashboardData } from '../api/getAdminDashboard';

type Review = AdminDashboardData['reviews'][number];

export function RecentReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  return (
    <SectionCard id="recent-reviews" title={t('dashboards.reviews.title')}>
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
                <Button
                  size="small"
                  sx={{ ml: 'auto !important' }}
                  loading={hide.isPending && hide.variables?.id === r.id}
                  aria-label={t(r.hiddenAt ? 'reviews.admin.showLabel' : 'reviews.admin.hideLabel', {
                    name: `${r.user.firstName} ${r.user.lastName}`,
                  })}
                  onClick={() => hide.mutate({ id: r.id, hidden: !r.hiddenAt })}
                >
                  {t(r.hiddenAt ? 'reviews.admin.show' : 'reviews.admin.hide')}
                </Button>
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
