// The contact form of "My support": subject and message, checked with the shared schema, sent to the team.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { type SupportBody, supportBody } from '@parcours/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/FormError';
import { applyServerErrors, useFieldProps } from '../../../shared/ui/form';
import { useSendSupportMessage } from '../api/sendSupportMessage';

export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendSupportMessage();
  const form = useForm<SupportBody>({
    resolver: zodResolver(supportBody),
    defaultValues: { subject: '', message: '' },
  });
  const field = useFieldProps(form, 'support');

  const submit = (values: SupportBody) =>
    send.mutate(values, {
      onSuccess: () => form.reset({ subject: '', message: '' }),
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="contact-title">
      <FormError error={send.error} />
      <Stack spacing={2.5}>
        <TextField
          {...field('subject')}
          label={t('support.form.subject')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          {...field('message', t('support.form.messageHint'))}
          label={t('support.form.message')}
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" loading={send.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('support.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
