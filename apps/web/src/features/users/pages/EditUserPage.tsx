// Edit a user: the account form filled from the server; empty values are left unchanged on save.
import { ArrowBack } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { roles } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { notify, useAppDispatch } from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { useUser } from '../api/getUser';
import { useUpdateUser } from '../api/updateUser';
import { AdaptiveProfileSection } from '../components/AdaptiveProfileSection';
import { StatusChip } from '../components/StatusChip';
import { UserForm } from '../components/UserForm';

export function EditUserPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = Number(useParams().userId);
  const valid = Number.isInteger(id) && id > 0;
  const user = useUser(id);
  const update = useUpdateUser(id);
  const back = (
    <Button component={RouterLink} to={paths.admin.usersTab('all')} startIcon={<ArrowBack />}>
      {t('users.backToList')}
    </Button>
  );

  if (!valid || (isHttpError(user.error) && user.error.status === 404)) {
    return (
      <EmptyState
        headingLevel="h2"
        title={t('users.notFound.title')}
        text={t('users.notFound.text')}
        action={back}
      />
    );
  }
  if (user.isError) {
    return (
      <Stack spacing={2}>
        <Box>{back}</Box>
        <Alert severity="error">{translateMessage(errorMessageKey(user.error))}</Alert>
      </Stack>
    );
  }
  if (!user.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('users.loading')} />
      </Box>
    );
  }

  const name = `${user.data.firstName} ${user.data.lastName}`.trim();
  return (
    <Stack spacing={3}>
      <Box>{back}</Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('users.editTitle', { name })}
        </Typography>
        <StatusChip status={user.data.status} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('users.editHint')}
        </Typography>
        <UserForm
          key={user.data.id}
          user={user.data}
          submitLabel={t('users.form.save')}
          save={(input) => update.mutateAsync(input)}
          onSaved={() => dispatch(notify({ message: 'success.userUpdated', type: 'success' }))}
        />
      </Paper>
      {user.data.role === roles.user && <AdaptiveProfileSection user={user.data} />}
    </Stack>
  );
}
