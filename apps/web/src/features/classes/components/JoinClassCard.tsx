// "Join a class" for a signed-in learner: the code a teacher gave, and the learner is enrolled in the class's
// courses at once.
import { GroupAdd } from '@mui/icons-material';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { joinClassBody } from '@parcours/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, fieldErrors } from '../../../shared/http';
import { useJoinClass } from '../api/joinClass';

export function JoinClassCard() {
  const { t } = useTranslation();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinClassBody.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'validation.classCodeInvalid');
      return;
    }
    setFieldError(null);
    join.mutate(parsed.data.code, {
      onSuccess: () => setCode(''),
      onError: (error) => {
        setFieldError(fieldErrors(error).code ?? errorMessageKey(error));
      },
    });
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderRadius: 3 }}
      component="section"
      aria-labelledby="join-class-heading"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <GroupAdd color="primary" />
        <Typography id="join-class-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('classes.join.heading')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('classes.join.text')}
      </Typography>
      {join.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="join-class-done">
          {join.data.message}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
      >
        <TextField
          id="join-class-code"
          label={t('classes.join.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldError !== null}
          helperText={fieldError ? translateMessage(fieldError) : t('classes.join.hint')}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={join.isPending}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        >
          {t('classes.join.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
