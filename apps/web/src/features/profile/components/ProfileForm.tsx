// The signed-in person's details: name, birth date, major and picture; empty values keep the current ones.
import { Box, Button, Grid, TextField } from '@mui/material';
import { birthDateField, updateProfileBody } from '@parcours/shared';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { dateInputToUnix } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { uploadErrorMessage } from '../../../shared/http/multipart';
import { notify, type SessionUser, useAppDispatch } from '../../../shared/store';
import { FormDateField } from '../../../shared/ui/DateField';
import { FormError } from '../../../shared/ui/FormError';
import { applyServerErrors, useFieldProps, wireResolver } from '../../../shared/ui/form';
import { PictureField, unixToDateInput } from '../../users';
import { useUpdateProfile } from '../api/updateProfile';

const profileFormSchema = updateProfileBody.pick({ first_name: true, last_name: true, major: true }).extend({
  birth_date: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : dateInputToUnix(v)) : v),
    birthDateField.optional(),
  ),
});

interface ProfileFormValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  major: string;
}
type Parsed = Record<string, string | number | undefined>;

const valuesOf = (user: SessionUser): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthDate: unixToDateInput(user.birthDate),
  major: user.major ?? '',
});

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, Parsed>({
    resolver: wireResolver<ProfileFormValues, Parsed>(profileFormSchema),
    defaultValues: valuesOf(user),
  });
  // The helpers see the form's text values; only the submit handler sees the parsed ones.
  const plain = form as unknown as UseFormReturn<ProfileFormValues>;
  const field = useFieldProps(plain, 'profile');
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: Parsed) => {
    setFailure(null);
    update.mutate(
      { values, picture },
      {
        onSuccess: (saved) => {
          setPicture(null);
          form.reset(valuesOf(saved as SessionUser));
          dispatch(notify({ message: 'success.profileUpdated', type: 'success' }));
        },
        onError: (error) => {
          if (applyServerErrors(plain, error)) return;
          setFailure(picture ? uploadErrorMessage(error) : errorMessageKey(error));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="profile-form">
      <FormError message={failure} />
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <PictureField
            file={picture}
            onChange={setPicture}
            currentLink={user.media?.[0]?.url}
            name={`${user.firstName} ${user.lastName}`}
            saving={update.isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName')} label={t('profile.form.firstName')} autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName')} label={t('profile.form.lastName')} autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            form={plain}
            name="birthDate"
            idPrefix="profile"
            label={t('profile.form.birthDate')}
            autoComplete="bday"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('major')} label={t('profile.form.major')} />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" loading={update.isPending} data-testid="save-profile">
            {t('profile.form.save')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
