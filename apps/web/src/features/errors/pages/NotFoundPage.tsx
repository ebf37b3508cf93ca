// 404: no page at this address.
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="404" title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} />;
}
