// Add a user: the admin fills the account form; the person then receives a mail to choose a password.
import { ArrowBack } from '@mui/icons-material';
import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { notify, useAppDispatch } from '../../../shared/store';
import { useCreateUser } from '../api/createUser';
import type { AdminUser } from '../api/listUsers';
import { UserForm } from '../components/UserForm';

export function AddUserPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const create = useCreateUser();
  const [created, setCreated] = useState<AdminUser | null>(null);
  // A new key gives a fresh, empty form for the next person.
  const [formKey, setFormKey] = useState(0);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={paths.admin.usersTab('all')} startIcon={<ArrowBack />}>
          {t('users.backToList')}
        </Button>
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
        {t('users.addTitle')}
      </Typography>
      {created && (
        <Alert severity="success" data-testid="user-created" onClose={() => setCreated(null)}>
          <AlertTitle>
            {t('users.created.title', { name: `${created.firstName} ${created.lastName}` })}
          </AlertTitle>
          {t('users.created.text', { email: created.email })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <UserForm
          key={formKey}
          submitLabel={t('users.form.create')}
          save={(input) => create.mutateAsync(input)}
          onSaved={(user) => {
            setCreated(user);
            setFormKey((k) => k + 1);
            dispatch(notify({ message: 'success.userCreated', type: 'success' }));
          }}
        />
      </Paper>
    </Stack>
  );
}
