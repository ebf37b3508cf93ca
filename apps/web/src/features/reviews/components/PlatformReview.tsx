// The learner's review of Parcours itself, from the dashboard: one per account, edited in place.
import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useMyReview } from '../api/reviews';
import { ReviewForm } from './ReviewForm';

const target = { reviewType: 'platform' as const };

export function PlatformReview() {
  const { t } = useTranslation();
  const mine = useMyReview(target, true);
  return (
    <SectionCard
      id="platform-review"
      title={t('reviews.platform.title')}
      subtitle={t('reviews.platform.subtitle')}
    >
      {mine.isSuccess ? <ReviewForm target={target} existing={mine.data} /> : <Skeleton height={160} />}
    </SectionCard>
  );
}
