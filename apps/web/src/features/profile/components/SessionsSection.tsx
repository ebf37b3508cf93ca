// "Log out everywhere": ends every session of the account, on every device, this one included
// (docs/security.md, "Sessions"). For a lost phone or a shared computer left logged in.
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { useLogoutEverywhere } from '../../auth';

export function SessionsSection() {
  const { t } = useTranslation();
  const logoutAll = useLogoutEverywhere();
  return (
    <Box>
      {logoutAll.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translateMessage(errorMessageKey(logoutAll.error))}
        </Alert>
      )}
      <Button
        variant="outlined"
        color="error"
        loading={logoutAll.isPending}
        onClick={() => logoutAll.mutate()}
        data-testid="logout-everywhere"
      >
        {t('profile.sessions.logoutEverywhere')}
      </Button>
    </Box>
  );
}
