// The unit levels a course offers (basic, intermediate, advanced) as small badges.
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

const colours = { basic: 'success', intermediate: 'info', advanced: 'warning' } as const;

export function LevelBadges({ levels }: { levels: readonly ('basic' | 'intermediate' | 'advanced')[] }) {
  const { t } = useTranslation();
  if (levels.length === 0) return null;
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('courses.levels.label')}
      sx={{ gap: 0.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {levels.map((level) => (
        <li key={level}>
          <Chip size="small" variant="outlined" color={colours[level]} label={t(`courses.levels.${level}`)} />
        </li>
      ))}
    </Stack>
  );
}
