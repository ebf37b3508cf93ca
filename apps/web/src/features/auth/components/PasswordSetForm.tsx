// The form that sets a password with the token of the mailed link.
import { Button, Stack } from '@mui/material';
import { passwordSetBody } from '@parcours/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/FormError';
import { applyServerErrors, useFieldProps, wireResolver } from '../../../shared/ui/form';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { type PasswordSetValues, usePasswordSet } from '../api/passwordSet';

export function PasswordSetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const setPassword = usePasswordSet();
  const form = useForm<PasswordSetValues>({
    resolver: wireResolver(passwordSetBody),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const field = useFieldProps(form, 'password-set');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        setPassword.mutate(
          { ...values, token },
          { onSuccess: onDone, onError: (error) => applyServerErrors(form, error) },
        ),
      )}
    >
      <FormError error={setPassword.error} />
      <Stack spacing={2.5}>
        <PasswordField
          {...field('password', t('auth.signup.passwordHint'))}
          label={t('auth.passwordSet.password')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('passwordConfirmation')}
          label={t('auth.passwordSet.passwordConfirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={setPassword.isPending}>
          {t('auth.passwordSet.submit')}
        </Button>
      </Stack>
    </form>
  );
}
