// The login form: e-mail and password; a failure shows the API's message.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { type LoginBody, loginBody } from '@parcours/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/FormError';
import { useFieldProps } from '../../../shared/ui/form';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { useLogin } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const field = useFieldProps(form, 'login');

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormError error={login.error} />
      <Stack spacing={2.5}>
        <TextField {...field('email')} type="email" label={t('auth.login.email')} autoComplete="email" />
        <PasswordField
          {...field('password')}
          label={t('auth.login.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
