// 403: the signed-in person's role may not open the page they asked for.
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './ErrorScreen';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="403" title={t('errors.forbiddenTitle')} text={t('errors.forbiddenText')} />;
}
