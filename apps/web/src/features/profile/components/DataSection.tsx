// "Your data": download everything the account holds, or delete the account after typing the password
// (docs/privacy.md, "Your rights").
import { DeleteForever, Download } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type DeleteOwnAccountBody, deleteOwnAccountBody } from '@parcours/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { applyServerErrors, useFieldProps, wireResolver } from '../../../shared/ui/form';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { useDeleteOwnAccount, useDownloadPersonalData } from '../api/personalData';

export function DataSection() {
  const { t } = useTranslation();
  const download = useDownloadPersonalData();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button
        variant="outlined"
        startIcon={<Download />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        data-testid="download-my-data"
      >
        {t('profile.data.download')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForever />}
        onClick={() => setConfirming(true)}
        data-testid="delete-my-account"
      >
        {t('profile.data.delete')}
      </Button>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteOwnAccount();
  const form = useForm<DeleteOwnAccountBody>({
    resolver: wireResolver(deleteOwnAccountBody),
    defaultValues: { password: '' },
  });
  const field = useFieldProps(form, 'delete-account');
  const submit = (values: DeleteOwnAccountBody) =>
    remove.mutate(values, { onError: (error) => applyServerErrors(form, error) });
  const failure = remove.error && form.formState.errors.password?.type !== 'server';
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="delete-account-form">
        <DialogTitle id="delete-account-title">{t('profile.data.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('profile.data.confirmText')}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translateMessage(errorMessageKey(remove.error))}
            </Alert>
          )}
          <PasswordField
            {...field('password')}
            label={t('profile.data.password')}
            autoComplete="current-password"
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('profile.data.cancel')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            loading={remove.isPending}
            data-testid="confirm-delete-account"
          >
            {t('profile.data.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
