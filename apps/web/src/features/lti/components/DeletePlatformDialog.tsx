// Asks before deleting a registered platform; closes once it is deleted.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={platform !== null}
      title={t('lti.platforms.delete.title', { name: platform?.name ?? '' })}
      text={t('lti.platforms.delete.text')}
      confirmLabel={t('lti.platforms.delete.confirm')}
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
