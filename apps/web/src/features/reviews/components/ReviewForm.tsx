// A learner's review of a course or of the platform: 1 to 5 stars, each with a spoken label, and an optional
// comment. Shows the saved review when there is one, so posting again edits it; the author may delete it.
import { Star } from '@mui/icons-material';
import { Box, Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { reviewCommentMax } from '@parcours/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { FormError } from '../../../shared/ui/FormError';
import { type ReviewItem, type ReviewTarget, useDeleteReview, useSaveReview } from '../api/reviews';

export function ReviewForm({ target, existing }: { target: ReviewTarget; existing: ReviewItem | null }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveReview(target);
  const remove = useDeleteReview();
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [missing, setMissing] = useState(false);

  // A saved or deleted review comes back from the server: the form follows it.
  useEffect(() => {
    setRating(existing?.rating ?? null);
    setComment(existing?.comment ?? '');
  }, [existing]);

  const label = (value: number) =>
    t('reviews.form.star', { count: value, label: t(`reviews.levels.${value}`) });
  const shown = hover !== -1 ? hover : rating;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    save.mutate({ rating, comment: comment.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="review-form">
      <FormError error={save.error ?? remove.error} />
      <Stack spacing={2}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" sx={{ mb: 0.5 }} id={`${id}-legend`}>
            {t('reviews.form.rating')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating
              name={`${id}-rating`}
              value={rating}
              size="large"
              getLabelText={label}
              onChange={(_, value) => {
                setRating(value);
                setMissing(false);
              }}
              onChangeActive={(_, value) => setHover(value)}
              emptyIcon={<Star fontSize="inherit" sx={{ opacity: 0.45 }} />}
            />
            {shown !== null && (
              <Typography variant="body2" color="text.secondary" aria-hidden="true">
                {t(`reviews.levels.${shown}`)}
              </Typography>
            )}
          </Stack>
          {missing && (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
              {translateMessage('validation.ratingRange')}
            </Typography>
          )}
        </Box>
        <TextField
          id={`${id}-comment`}
          label={t('reviews.form.comment')}
          helperText={t('reviews.form.commentHint', { count: reviewCommentMax - comment.length })}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: reviewCommentMax } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {existing ? t('reviews.form.update') : t('reviews.form.submit')}
          </Button>
          {existing && (
            <Button
              color="error"
              variant="outlined"
              loading={remove.isPending}
              onClick={() => remove.mutate(existing.id)}
              sx={{ ml: '0 !important' }}
            >
              {t('reviews.form.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
