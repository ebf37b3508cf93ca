// An account's status as a chip; colours keep AA contrast in both themes.
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = t(`users.status.${status}`, { defaultValue: status });
  if (status === 'accepted') return <Chip size="small" color="success" label={label} />;
  if (status === 'rejected') return <Chip size="small" color="error" label={label} />;
  if (status === 'pending') {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={label}
        sx={{ borderColor: 'warning.main', borderWidth: 2 }}
      />
    );
  }
  return <Chip size="small" label={label} />;
}
