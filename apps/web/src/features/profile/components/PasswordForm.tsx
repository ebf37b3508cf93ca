// Change password: the current one, then the new one twice. Other sessions of the account are logged out.
import { Alert, Box, Button, Stack } from '@mui/material';
import { changePasswordBody } from '@parcours/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { applyServerErrors, useFieldProps, wireResolver } from '../../../shared/ui/form';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { type ChangePasswordBody, useChangePassword } from '../api/changePassword';

const empty: ChangePasswordBody = { currentPassword: '', password: '', passwordConfirmation: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: wireResolver(changePasswordBody),
    defaultValues: empty,
  });
  const field = useFieldProps(form, 'password');

  const submit = (values: ChangePasswordBody) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset(empty);
        dispatch(notify({ message: answer.message, type: 'success' }));
      },
      onError: (error) => applyServerErrors(form, error),
    });

  const failure = change.error && !(form.formState.errors.currentPassword?.type === 'server');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="password-form">
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translateMessage(errorMessageKey(change.error))}
        </Alert>
      )}
      <Stack spacing={2.5}>
        <PasswordField
          {...field('currentPassword')}
          label={t('profile.password.current')}
          autoComplete="current-password"
        />
        <PasswordField
          {...field('password', t('profile.password.hint'))}
          label={t('profile.password.new')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('passwordConfirmation')}
          label={t('profile.password.confirm')}
          autoComplete="new-password"
        />
        <Box>
          <Button type="submit" variant="contained" loading={change.isPending} data-testid="save-password">
            {t('profile.password.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
