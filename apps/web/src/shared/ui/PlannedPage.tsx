// A route whose screen a later release fills: it says, translated, what will be shown here.
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

export function PlannedPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      badge={t('planned.badge')}
      title={t(`planned.${name}.title`)}
      text={t(`planned.${name}.text`)}
    />
  );
}
