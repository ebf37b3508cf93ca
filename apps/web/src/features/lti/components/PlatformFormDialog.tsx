// The platform registration form (register or edit) in a dialog: what the LMS's tool registration shows.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, fieldErrors } from '../../../shared/http';
import { type Platform, useSavePlatform } from '../api/platforms';
import { emptyDraft, type PlatformDraft, toDraft, toValues } from '../model/platformForm';

interface Props {
  editing: Platform | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const fields: { key: keyof PlatformDraft; multiline?: boolean }[] = [
  { key: 'name' },
  { key: 'issuer' },
  { key: 'clientId' },
  { key: 'deploymentIds', multiline: true },
  { key: 'authUrl' },
  { key: 'tokenUrl' },
  { key: 'jwksUrl' },
];

export function PlatformFormDialog({ editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSavePlatform();
  const [draft, setDraft] = useState<PlatformDraft>(editing ? toDraft(editing) : emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof PlatformDraft | 'form', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?.id ?? null, values: toValues(draft) },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => {
          // A message on one of the deployment ids (`deploymentIds.0`) shows on the list's field.
          const found = fieldErrors(error, (name) => name.replace(/\.\d+$/, ''));
          const next: Partial<Record<keyof PlatformDraft | 'form', string>> = {};
          for (const { key } of fields) {
            if (found[key]) next[key] = found[key];
          }
          if (Object.keys(next).length === 0) next.form = errorMessageKey(error);
          setErrors(next);
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lti-platform-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="lti-platform-form-title">
          {t(editing ? 'lti.form.editTitle' : 'lti.form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.form && (
              <Alert severity="error" role="alert">
                {translateMessage(errors.form)}
              </Alert>
            )}
            {fields.map(({ key, multiline }, index) => (
              <TextField
                key={key}
                id={`lti-platform-${key}`}
                label={t(`lti.form.${key}`)}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                error={Boolean(errors[key])}
                helperText={errors[key] ? translateMessage(errors[key]) : t(`lti.form.${key}Hint`)}
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
                fullWidth
                autoFocus={index === 0}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('lti.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('lti.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
