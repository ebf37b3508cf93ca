// A study's state as a chip: draft, open (approved by an admin) or closed.
import { Chip } from '@mui/material';
import type { StudyState } from '@parcours/shared';
import { useTranslation } from 'react-i18next';

const colours = { draft: 'default', open: 'success', closed: 'warning' } as const;

export function StudyStateChip({ state }: { state: StudyState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[state]}
      label={t(`studies.states.${state}`)}
      data-testid="study-state"
    />
  );
}
