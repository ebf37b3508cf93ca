// The admin's account form (add and edit): details, role, language and picture, sent as multipart.
import { Box, Button, Grid, TextField } from '@mui/material';
import { languages, roleLabels, roles } from '@parcours/shared';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import type { FormFields } from '../../../shared/http/multipart';
import { uploadErrorMessage } from '../../../shared/http/multipart';
import { FormDateField } from '../../../shared/ui/DateField';
import { FormError } from '../../../shared/ui/FormError';
import { applyServerErrors, useFieldProps, wireResolver } from '../../../shared/ui/form';
import type { AdminUser } from '../api/listUsers';
import { PictureField } from './PictureField';
import {
  createUserFormSchema,
  editUserFormSchema,
  formValuesOf,
  type UserFormValues,
} from './userFormSchema';

export interface UserFormProps {
  /** The account being edited; absent when adding one. */
  user?: AdminUser;
  submitLabel: string;
  save: (input: { values: FormFields; picture: File | null }) => Promise<AdminUser>;
  onSaved: (user: AdminUser) => void;
}

type Parsed = Record<string, string | number | undefined>;

export function UserForm({ user, submitLabel, save, onSaved }: UserFormProps) {
  const { t, i18n } = useTranslation();
  const editing = Boolean(user);
  const form = useForm<UserFormValues, unknown, Parsed>({
    // The schemas read the form's text and give wire values (unix seconds, role numbers).
    resolver: wireResolver<UserFormValues, Parsed>(editing ? editUserFormSchema : createUserFormSchema),
    defaultValues: formValuesOf(user, i18n.language),
  });
  // The helpers see the form's text values; only the submit handler sees the parsed ones.
  const plain = form as unknown as UseFormReturn<UserFormValues>;
  const field = useFieldProps(plain, editing ? 'edit-user' : 'add-user');
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = user ? `${user.firstName} ${user.lastName}` : t('users.form.newUser');

  const submit = async (values: Parsed) => {
    setFailure(null);
    setSaving(true);
    try {
      const saved = await save({ values, picture });
      setPicture(null);
      form.reset(formValuesOf(saved, i18n.language));
      onSaved(saved);
    } catch (error) {
      if (applyServerErrors(plain, error)) return;
      if (isHttpError(error) && error.status === 409 && error.data?.message) {
        form.setError('email', { type: 'server', message: error.data.message });
        return;
      }
      setFailure(picture ? uploadErrorMessage(error) : errorMessageKey(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} data-testid="user-form">
      <FormError message={failure} />
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <PictureField
            file={picture}
            onChange={setPicture}
            currentLink={user?.media[0]?.url}
            name={name}
            saving={saving}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName')} label={t('users.form.firstName')} autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName')} label={t('users.form.lastName')} autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email')} type="email" label={t('users.form.email')} autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            form={plain}
            name="birthDate"
            idPrefix={editing ? 'edit-user' : 'add-user'}
            label={t('users.form.birthDate')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('major')} label={t('users.form.major')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            {...field('role')}
            select
            label={t('users.form.role')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {Object.values(roles).map((value) => (
              <option key={value} value={String(value)}>
                {t(`roles.${roleLabels[value]}`)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            {...field('language')}
            select
            label={t('users.form.language')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" loading={saving} data-testid="save-user">
            {submitLabel}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
