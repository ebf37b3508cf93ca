// The sign-up form of docs/design/product.md §5; the role is fixed to learner, the birth date sent as unix seconds, and
// an optional class code (filled in from a class link) joins the learner to that class.
import { Button, Grid, TextField, Typography } from '@mui/material';
import { birthDateField, roles, signupFields } from '@parcours/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { dateInputToUnix } from '../../../shared/format/dates';
import type { Camelize } from '../../../shared/http';
import { FormDateField } from '../../../shared/ui/DateField';
import { FormError } from '../../../shared/ui/FormError';
import { applyServerErrors, useFieldProps, wireResolver } from '../../../shared/ui/form';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { type RegisterResult, useRegister } from '../api/register';

const signupFormSchema = signupFields
  .omit({ role: true })
  .extend({
    // The date input gives YYYY-MM-DD; the wire wants unix seconds.
    birth_date: z.preprocess((v) => (typeof v === 'string' ? dateInputToUnix(v) : v), birthDateField),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwordsMismatch',
    // Compare as soon as both passwords are there, even while other fields still have errors.
    when: (payload) => {
      const value = payload.value as { password?: unknown; password_confirmation?: unknown };
      return typeof value.password === 'string' && typeof value.password_confirmation === 'string';
    },
  });

type SignupInput = Camelize<z.input<typeof signupFormSchema>>;
type SignupOutput = Camelize<z.output<typeof signupFormSchema>>;

export function SignupForm({ onRegistered }: { onRegistered: (result: RegisterResult) => void }) {
  const { t } = useTranslation();
  const registration = useRegister();
  // The class link of a teacher (`/signup?class_code=...`) fills the code in.
  const [search] = useSearchParams();
  const form = useForm<SignupInput, unknown, SignupOutput>({
    resolver: wireResolver<SignupInput, SignupOutput>(signupFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      birthDate: '',
      major: '',
      password: '',
      passwordConfirmation: '',
      classCode: search.get('class_code') ?? '',
    },
  });
  const field = useFieldProps(form, 'signup');

  const submit = (values: SignupOutput) =>
    registration.mutate(
      { ...values, role: roles.user },
      {
        onSuccess: onRegistered,
        onError: (error) => applyServerErrors(form, error),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <FormError error={registration.error} />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName')} label={t('auth.signup.firstName')} autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName')} label={t('auth.signup.lastName')} autoComplete="family-name" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('email')} type="email" label={t('auth.signup.email')} autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            form={form}
            name="birthDate"
            idPrefix="signup"
            label={t('auth.signup.birthDate')}
            autoComplete="bday"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('major')} label={t('auth.signup.major')} />
        </Grid>
        <Grid size={12}>
          <PasswordField
            {...field('password', t('auth.signup.passwordHint'))}
            label={t('auth.signup.password')}
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={12}>
          <PasswordField
            {...field('passwordConfirmation')}
            label={t('auth.signup.passwordConfirmation')}
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('classCode', t('auth.signup.classCodeHint'))}
            label={t('auth.signup.classCode')}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('auth.signup.roleNote')}
          </Typography>
          <Button type="submit" variant="contained" size="large" fullWidth loading={registration.isPending}>
            {t('auth.signup.submit')}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
