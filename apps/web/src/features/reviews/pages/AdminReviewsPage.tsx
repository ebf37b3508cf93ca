// /dashboard/admin/reviews: every course and platform review, newest first, filtered by course, type, rating and
// hidden state and searched on the server, page by page; an admin hides an abusive one with a reason or shows it
// again. One card per review, so the page fits a phone as it fits a desktop.
import { Box, Chip, MenuItem, Paper, Rating, Stack, Typography } from '@mui/material';
import { pagination, type ReviewType } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { pageCount, usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { FilterSelect, TriStateFilter } from '../../../shared/ui/FilterSelect';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SearchField } from '../../../shared/ui/SearchField';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { CourseFilter } from '../../dashboards';
import { type AdminReviewQuery, type ReviewItem, useAdminReviews } from '../api/reviews';
import { HideReviewButton } from '../components/HideReviewButton';

const selectSx = { minWidth: 150, flex: { xs: '1 1 100%', sm: '0 1 auto' } };

function ReviewCard({ review }: { review: ReviewItem }) {
  const { t } = useTranslation();
  const name = `${review.user.firstName} ${review.user.lastName}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, opacity: review.hiddenAt ? 0.85 : 1 }}
      data-testid="admin-review-row"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Rating
          value={review.rating}
          readOnly
          size="small"
          getLabelText={(value) => t('dashboards.reviews.rating', { rating: value })}
        />
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDate(review.createdAt)}
        </Typography>
        {review.hiddenAt && <Chip size="small" color="warning" label={t('reviews.admin.hidden')} />}
        <Box sx={{ ml: 'auto' }}>
          <HideReviewButton review={review} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {review.reviewType === 'course' && review.courseTitle
          ? t('dashboards.reviews.course', { title: review.courseTitle })
          : t('dashboards.reviews.platform')}
      </Typography>
      {review.comment ? (
        <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {review.comment}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {t('reviews.admin.noComment')}
        </Typography>
      )}
      {review.hiddenAt && review.hiddenReason && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="hidden-reason">
          {t('reviews.admin.hiddenBecause', {
            date: formatDate(review.hiddenAt),
            reason: review.hiddenReason,
          })}
        </Typography>
      )}
    </Paper>
  );
}

export function AdminReviewsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Omit<AdminReviewQuery, 'page' | 'perPage' | 'search'>>({
    courseId: null,
    reviewType: null,
    rating: null,
    hidden: null,
  });
  const { page, setPage, search, setSearch, debounced, firstPage } = usePagedSearch();
  const filter = (change: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    firstPage();
  };
  const list = useAdminReviews({ ...filters, page, perPage: pagination.rowsPerPage, search: debounced });
  const meta = list.data?.meta;

  return (
    <SectionCard
      id="admin-reviews"
      title={t('reviews.admin.title')}
      subtitle={meta ? t('reviews.admin.total', { count: meta.total }) : undefined}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField
          id="reviews-search"
          label={t('reviews.admin.search')}
          value={search}
          onChange={setSearch}
          sx={{ flex: '1 1 240px' }}
        />
        <FilterSelect
          sx={selectSx}
          id="reviews-type"
          label={t('reviews.admin.type')}
          value={filters.reviewType ?? ''}
          onChange={(v) => filter({ reviewType: v === '' ? null : (v as ReviewType), courseId: null })}
        >
          <MenuItem value="">{t('reviews.admin.allTypes')}</MenuItem>
          <MenuItem value="course">{t('reviews.admin.courseReviews')}</MenuItem>
          <MenuItem value="platform">{t('reviews.admin.platformReviews')}</MenuItem>
        </FilterSelect>
        {filters.reviewType !== 'platform' && (
          <CourseFilter
            id="reviews-course"
            value={filters.courseId}
            onChange={(courseId) => filter({ courseId })}
          />
        )}
        <FilterSelect
          sx={selectSx}
          id="reviews-rating"
          label={t('reviews.admin.rating')}
          value={filters.rating === null ? '' : String(filters.rating)}
          onChange={(v) => filter({ rating: v === '' ? null : Number(v) })}
        >
          <MenuItem value="">{t('reviews.admin.allRatings')}</MenuItem>
          {[5, 4, 3, 2, 1].map((n) => (
            <MenuItem key={n} value={String(n)}>
              {t('reviews.admin.stars', { count: n })}
            </MenuItem>
          ))}
        </FilterSelect>
        <TriStateFilter
          sx={selectSx}
          id="reviews-hidden"
          label={t('reviews.admin.visibility')}
          all={t('reviews.admin.allVisibility')}
          choices={[
            { value: false, label: t('reviews.admin.visibleOnly') },
            { value: true, label: t('reviews.admin.hiddenOnly') },
          ]}
          value={filters.hidden}
          onChange={(hidden) => filter({ hidden })}
        />
      </Box>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('reviews.admin.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-busy={list.isFetching}
        >
          {list.data.data.map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
        </Stack>
      )}
      <ListPagination pages={pageCount(meta)} page={page} onPage={setPage} />
    </SectionCard>
  );
}
