// Marks of a unit on the learner's path, shared by the path page and the course viewer: the lock with its
// reasons, and the optional-review label.
import { Lock } from '@mui/icons-material';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * "Locked", then the reasons of the lock when given (a unit's; its steps only say they are locked). `unit` picks the
 * word agreeing with a unit (French: "Verrouillée").
 */
export function LockNote({
  reasons,
  unit = false,
}: {
  reasons: { key: string; text: string }[];
  unit?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start', color: 'text.secondary', mt: 0.5 }}>
      <Lock fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t(unit ? 'learningPaths.lockedUnit' : 'learningPaths.locked')}
        </Box>
        {reasons.length > 0 && ` — ${reasons.map((r) => r.text).join(' ')}`}
      </Typography>
    </Stack>
  );
}

/** The label of a unit the learner's level makes optional review. */
export function OptionalReviewChip() {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t('learningPaths.optionalReview')} />;
}
