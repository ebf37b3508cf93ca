// Asks before deleting a registered platform; closes once it is deleted.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type Platform, useDeletePlatform } from '../api/platforms';
import { useNotices } from './Section';

export function DeletePlatformDialog({
  platform,
  onClose,
}: {
  platform: Platform | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { done, fail } = useNotices();
  const remove = useDeletePlatform();
  const confirm = () => {
    if (!platform) return;
    remove.mutate(platform.id, {
      onSuccess: (answer) => {
        done(answer.message);
        onClose();
      },
      onError: fail,
    });
  };
  return (
    <Dialog open={platform !== null} onClose={onClose} aria-labelledby="delete-platform-title">
      <DialogTitle id="delete-platform-title">
        {t('lti.platforms.delete.title', { name: platform?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('lti.platforms.delete.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('lti.form.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          {t('lti.platforms.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
