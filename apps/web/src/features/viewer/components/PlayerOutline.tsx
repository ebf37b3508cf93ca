// The course player's outline (docs/design/product.md §4): the units in the learner's order and their learning
// objects, each with its state (locked, open, passed, mastered) as an icon and in words for screen readers. The
// learning object on screen is marked as the current step.
import { CheckCircle, Lock, RadioButtonUnchecked, WorkspacePremium } from '@mui/icons-material';
import { Box, Link, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ObjectState, PlayerUnit } from '../model/player';
import { visuallyHidden } from './LearningObjectView';

const stateIcon: Record<ObjectState, typeof Lock> = {
  locked: Lock,
  open: RadioButtonUnchecked,
  passed: CheckCircle,
  mastered: WorkspacePremium,
};
const stateColour: Record<ObjectState, string> = {
  locked: 'text.secondary',
  open: 'text.secondary',
  passed: 'success.main',
  mastered: 'primary.main',
};

function StateIcon({ state }: { state: ObjectState }) {
  const Icon = stateIcon[state];
  return <Icon fontSize="small" aria-hidden="true" sx={{ color: stateColour[state], flexShrink: 0 }} />;
}

interface Props {
  outline: PlayerUnit[];
  currentId: number | null;
  /** Called after a learning object is chosen (the drawer closes). */
  onChoose?: () => void;
}

/** The current step's link receives focus when the outline is asked for (the `o` key on a wide screen). */
export const PlayerOutline = forwardRef<HTMLAnchorElement, Props>(function PlayerOutline(
  { outline, currentId, onChoose },
  currentRef,
) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('viewer.player.outline')} data-testid="player-outline">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {outline.map(({ unit, step, objects }) => (
          <Box component="li" key={unit.id} sx={{ mb: 2 }} data-testid="outline-unit">
            <Typography
              variant="overline"
              component="p"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                lineHeight: 1.5,
                color: 'text.secondary',
              }}
            >
              {step?.locked && <Lock fontSize="inherit" aria-hidden="true" />}
              {unit.title}
              {step?.locked && (
                <Box component="span" sx={visuallyHidden}>{` (${t('viewer.player.state.locked')})`}</Box>
              )}
            </Typography>
            {objects.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
                {t('viewer.noObjects')}
              </Typography>
            ) : (
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {objects.map(({ lo, state }) => {
                  const current = lo.id === currentId;
                  return (
                    <Box component="li" key={lo.id}>
                      <Link
                        component={RouterLink}
                        to={{ hash: `lo-${lo.id}` }}
                        ref={current ? currentRef : undefined}
                        aria-current={current ? 'step' : undefined}
                        // The state is said in words, after the title.
                        aria-label={t('viewer.player.objectLabel', {
                          title: lo.title,
                          state: t(`viewer.player.state.${state}`),
                        })}
                        onClick={onChoose}
                        underline="none"
                        data-testid="outline-object"
                        data-state={state}
                        data-current={current ? 'true' : 'false'}
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 1,
                          px: 1,
                          py: 0.75,
                          borderRadius: 2,
                          color: 'text.primary',
                          fontWeight: current ? 700 : 400,
                          bgcolor: current ? 'action.selected' : 'transparent',
                          borderLeft: 3,
                          borderColor: current ? 'primary.main' : 'transparent',
                          '&:hover': { bgcolor: 'action.hover' },
                        }}
                      >
                        <StateIcon state={state} />
                        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          {lo.title}
                        </Box>
                      </Link>
                    </Box>
                  );
                })}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
});
