// The form asking for a password link by e-mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { resetMailBody } from '@parcours/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../shared/ui/FormError';
import { applyServerErrors, useFieldProps } from '../../../shared/ui/form';
import { useSendPasswordResetMail } from '../api/sendPasswordResetMail';

type ResetMailValues = z.input<typeof resetMailBody>;

export function ForgetPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const send = useSendPasswordResetMail();
  const form = useForm<ResetMailValues, unknown, z.output<typeof resetMailBody>>({
    resolver: zodResolver(resetMailBody),
    defaultValues: { email: '' },
  });
  const field = useFieldProps(form, 'forget');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, {
          onSuccess: () => onSent(values.email),
          onError: (error) => applyServerErrors(form, error),
        }),
      )}
    >
      <FormError error={send.error} />
      <Stack spacing={2.5}>
        <TextField {...field('email')} type="email" label={t('auth.forget.email')} autoComplete="email" />
        <Button type="submit" variant="contained" size="large" loading={send.isPending}>
          {t('auth.forget.submit')}
        </Button>
      </Stack>
    </form>
  );
}
