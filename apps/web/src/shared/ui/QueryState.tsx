// What a section shows while its data loads or when the call failed (with a retry).
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import { errorMessageKey } from '../http';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label ?? t('dashboards.loading')} />
    </Box>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('dashboards.retry')}
          </Button>
        )
      }
    >
      {translateMessage(errorMessageKey(error))}
    </Alert>
  );
}
