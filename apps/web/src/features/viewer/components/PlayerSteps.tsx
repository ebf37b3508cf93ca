// The course player's previous and next, by title; past the last object, the way back to the learner's path.
import { ArrowBack, ArrowForward } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import type { PlayerObject } from '../model/player';

export function PlayerSteps({
  courseId,
  previous,
  next,
}: {
  courseId: number;
  previous: PlayerObject | null;
  next: PlayerObject | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('viewer.player.steps')}
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
    >
      {previous ? (
        <Button
          variant="outlined"
          startIcon={<ArrowBack />}
          component={RouterLink}
          to={{ hash: `lo-${previous.lo.id}` }}
          data-testid="player-previous"
          sx={{ maxWidth: '100%' }}
        >
          {t('viewer.player.previous', { title: previous.lo.title })}
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button
          variant="contained"
          endIcon={<ArrowForward />}
          component={RouterLink}
          to={{ hash: `lo-${next.lo.id}` }}
          data-testid="player-next"
          sx={{ maxWidth: '100%' }}
        >
          {t('viewer.player.next', { title: next.lo.title })}
        </Button>
      ) : (
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.student.coursePath(courseId)}
          data-testid="player-finish"
        >
          {t('viewer.player.finish')}
        </Button>
      )}
    </Stack>
  );
}
