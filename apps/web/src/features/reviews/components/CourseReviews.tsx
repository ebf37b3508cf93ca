// The reviews section of a course page: the mean and count, the learner's own review form (enrolled learners;
// the server only accepts it once the course is completed), and the visible reviews, a page at a time.
import {
  Alert,
  Box,
  Divider,
  List,
  ListItem,
  Pagination,
  Paper,
  Rating,
  Stack,
  Typography,
} from '@mui/material';
import { roles } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatDate } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { selectUser, useAppSelector } from '../../../shared/store';
import { reviewsPerPage, useCourseReviews, useMyReview } from '../api/reviews';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';

export function CourseReviews({ courseId, enrolled }: { courseId: number; enrolled: boolean }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [page, setPage] = useState(1);
  const list = useCourseReviews(courseId, page);
  const canReview = user?.role === roles.user && enrolled;
  const target = { reviewType: 'course' as const, courseId };
  const mine = useMyReview(target, canReview);
  const pages = list.data ? Math.ceil(list.data.meta.total / reviewsPerPage) : 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reviews-heading"
      sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, mt: 3 }}
      data-testid="course-reviews"
    >
      <Typography id="reviews-heading" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('reviews.course.title')}
      </Typography>
      {list.data && (
        <RatingSummary average={list.data.meta.averageRating} count={list.data.meta.total} size="medium" />
      )}
      {list.isError && (
        <Alert severity="error" role="alert">
          {translateMessage(errorMessageKey(list.error))}
        </Alert>
      )}

      {canReview && mine.isSuccess && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h4" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {t('reviews.course.yours')}
          </Typography>
          {!mine.data && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('reviews.course.yoursHint')}
            </Typography>
          )}
          <ReviewForm target={target} existing={mine.data} />
          <Divider sx={{ mt: 3 }} />
        </Box>
      )}

      {list.data && list.data.data.length > 0 && (
        <List aria-label={t('reviews.course.title')}>
          {list.data.data.map((r, index) => (
            <ListItem
              key={r.id}
              divider={index < list.data.data.length - 1}
              disableGutters
              sx={{ display: 'block', py: 1.5 }}
              data-testid="course-review"
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Rating
                  value={r.rating}
                  readOnly
                  size="small"
                  getLabelText={(value) =>
                    t('reviews.form.star', { count: value, label: t(`reviews.levels.${value}`) })
                  }
                />
                <Typography variant="body2" color="text.secondary" component="span">
                  {t('reviews.course.by', {
                    name: `${r.user.firstName} ${r.user.lastName}`.trim(),
                    date: formatDate(r.updatedAt),
                  })}
                </Typography>
              </Stack>
              {r.comment && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{r.comment}</Typography>}
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, value) => setPage(value)}
          color="primary"
          size="small"
          aria-label={t('reviews.course.pages')}
          sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Paper>
  );
}
