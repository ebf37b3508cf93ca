// An admin hides an abusive review, saying why (the reason is required and only admins read it), or shows it
// again. Used by the dashboard's latest reviews and by the full list.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { hiddenReasonMax } from '@parcours/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReviewItem, useHideReview } from '../api/reviews';

export function HideReviewButton({ review }: { review: ReviewItem }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const name = `${review.user.firstName} ${review.user.lastName}`;
  const busy = hide.isPending && hide.variables?.id === review.id;

  const onConfirm = () => {
    if (reason.trim() === '') {
      setShowError(true);
      return;
    }
    hide.mutate(
      { id: review.id, hidden: true, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setShowError(false);
        },
      },
    );
  };

  if (review.hiddenAt) {
    return (
      <Button
        size="small"
        loading={busy}
        aria-label={t('reviews.admin.showLabel', { name })}
        onClick={() => hide.mutate({ id: review.id, hidden: false })}
      >
        {t('reviews.admin.show')}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" aria-label={t('reviews.admin.hideLabel', { name })} onClick={() => setOpen(true)}>
        {t('reviews.admin.hide')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('reviews.admin.hideTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('reviews.admin.hideText')}</DialogContentText>
          <TextField
            autoFocus
            id={`${titleId}-reason`}
            label={t('reviews.admin.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={showError && reason.trim() === ''}
            helperText={
              showError && reason.trim() === ''
                ? t('validation.hiddenReasonRequired')
                : t('reviews.admin.reasonHint')
            }
            slotProps={{ htmlInput: { maxLength: hiddenReasonMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('reviews.admin.cancel')}</Button>
          <Button variant="contained" loading={busy} onClick={onConfirm}>
            {t('reviews.admin.hideConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
