// The learning object on screen in the course player: its unit's title, type and place in the path, why the unit
// is locked when it is, and the object itself; and the column it stands in, with previous and next.
import { Lock } from '@mui/icons-material';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type LearningPath, LockNote, lockReasons, OptionalReviewChip } from '../../learning-paths';
import type { PlayerObject, PlayerUnit, startObject } from '../model/player';
import { LearningObjectView } from './LearningObjectView';
import { PlayerSteps } from './PlayerSteps';

function PlayerCurrent({
  current,
  unit,
  total,
  path,
  objectRef,
}: {
  current: PlayerObject;
  /** The unit of the object on screen, as the outline has it. */
  unit: PlayerUnit;
  /** How many objects the sequence has. */
  total: number;
  path: LearningPath | null;
  objectRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const locked = current.state === 'locked';
  return (
    <Box
      component="section"
      aria-labelledby={`unit-${current.unit.id}`}
      data-testid="unit"
      data-unit-id={current.unit.id}
      data-locked={locked ? 'true' : 'false'}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={`unit-${current.unit.id}`} variant="h6" component="h3">
          {locked && (
            <Lock
              fontSize="small"
              aria-hidden="true"
              sx={{ color: 'text.secondary', verticalAlign: 'text-bottom', mr: 0.75 }}
            />
          )}
          {current.unit.title}
        </Typography>
        <Chip
          size="small"
          label={t(`viewer.unitType.${current.unit.type}`, { defaultValue: current.unit.type })}
        />
        {unit.step?.role === 'review' && <OptionalReviewChip />}
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }} data-testid="player-position">
          {t('viewer.player.position', { index: current.index + 1, total })}
        </Typography>
      </Stack>
      {locked && path && unit.step && (
        <Box sx={{ mb: 2 }}>
          <LockNote unit reasons={lockReasons(path, unit.step)} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('viewer.lockedUnit')}
          </Typography>
        </Box>
      )}
      <LearningObjectView key={current.lo.id} ref={objectRef} lo={current.lo} locked={locked} />
    </Box>
  );
}

/**
 * The player's main column: a note when it continued where the learner left off, the object on screen (or a
 * word that the course has none), then previous and next.
 */
export function PlayerStage({
  courseId,
  outline,
  total,
  start,
  target,
  path,
  previous,
  next,
  objectRef,
}: {
  courseId: number;
  outline: PlayerUnit[];
  total: number;
  /** Where the player opened, and why. */
  start: ReturnType<typeof startObject>;
  /** The learning object the address names, if any. */
  target: number | null;
  path: LearningPath | null;
  previous: PlayerObject | null;
  next: PlayerObject | null;
  objectRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const current = start.object;
  const unitOf = current ? outline.find((u) => u.unit.id === current.unit.id) : undefined;
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      {start.from === 'resume' && target === null && current && (
        <Alert severity="info" data-testid="player-resumed">
          {t('viewer.player.resumed', { title: current.lo.title })}
        </Alert>
      )}
      {current && unitOf ? (
        <PlayerCurrent current={current} unit={unitOf} total={total} path={path} objectRef={objectRef} />
      ) : (
        <Typography color="text.secondary">{t('viewer.noObjects')}</Typography>
      )}
      <PlayerSteps courseId={courseId} previous={previous} next={next} />
    </Stack>
  );
}
