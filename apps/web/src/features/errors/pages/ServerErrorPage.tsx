// 500: something failed while showing a page.
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="500"
      title={t('errors.serverErrorTitle')}
      text={t('errors.serverErrorText')}
      action={
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}
