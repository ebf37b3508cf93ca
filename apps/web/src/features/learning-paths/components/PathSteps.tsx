// The learner's path in order: units (with level, role and lock) and their learning objects, quizzes and
// summaries. The rules are said once above the steps (PathRules); each step's own reasons show on demand, for
// every step at once, from one switch. Read-only (an admin's view of a learner's path), the steps
// open nothing.
import {
  CheckCircle,
  Lock,
  MenuBook,
  Notes,
  PlayCircleOutline,
  Quiz as QuizIcon,
  TravelExplore,
} from '@mui/icons-material';
import { Box, Button, Chip, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPercent } from '../../../shared/format/numbers';
import { paths } from '../../../shared/paths';
import type { LearningPath, PathStep } from '../api/getLearningPath';
import {
  groupByUnit,
  lockReasons,
  masteryPercent,
  placementReasons,
  stepLearningObject,
  viewerLink,
} from '../model/path';
import { LockNote, OptionalReviewChip } from './UnitMarks';

function stepIcon(step: PathStep): ReactNode {
  switch (step.kind) {
    case 'overview':
      return <TravelExplore aria-hidden="true" />;
    case 'learning_object':
      return step.mastered ? (
        <CheckCircle color="success" aria-hidden="true" />
      ) : (
        <PlayCircleOutline aria-hidden="true" />
      );
    case 'quiz':
      return step.passed ? (
        <CheckCircle color="success" aria-hidden="true" />
      ) : (
        <QuizIcon aria-hidden="true" />
      );
    case 'summary':
      return <Notes aria-hidden="true" />;
    default:
      return <MenuBook aria-hidden="true" />;
  }
}

function StepTitle({ step }: { step: PathStep }) {
  const { t } = useTranslation();
  switch (step.kind) {
    case 'overview':
      return <>{t('learningPaths.step.overview')}</>;
    case 'summary':
      return <>{t('learningPaths.step.summary')}</>;
    case 'quiz':
      return <>{t('learningPaths.step.quiz', { title: step.title })}</>;
    case 'learning_object':
      return <>{step.title}</>;
    default:
      return null;
  }
}

function StepStatus({ step }: { step: PathStep }) {
  const { t } = useTranslation();
  if (step.kind === 'learning_object') {
    if (step.mastered)
      return <Chip size="small" color="success" variant="outlined" label={t('learningPaths.mastered')} />;
    return (
      <Chip
        size="small"
        variant="outlined"
        label={t(`learningPaths.loType.${step.learningObjectType === 'abstract' ? 'abstract' : 'concrete'}`)}
      />
    );
  }
  if (step.kind === 'quiz' && step.passed) {
    return <Chip size="small" color="success" variant="outlined" label={t('learningPaths.passed')} />;
  }
  return null;
}

/** The learner's mastery estimate of a learning object, once a quiz of it has been answered. */
function MasteryEstimate({ step }: { step: PathStep }) {
  const { t, i18n } = useTranslation();
  if (step.kind !== 'learning_object' || step.pKnown === null) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="lo-mastery"
    >
      {t('learningPaths.masteryEstimate', {
        percent: formatPercent(masteryPercent(step.pKnown), i18n.language),
      })}
    </Typography>
  );
}

function StepRow({
  path,
  step,
  position,
  readOnly,
  showReasons,
}: {
  path: LearningPath;
  step: PathStep;
  position: number;
  readOnly: boolean;
  showReasons: boolean;
}) {
  const { t } = useTranslation();
  const learningObjectId = stepLearningObject(step);
  const title = <StepTitle step={step} />;
  // The overview opens the course viewer at its start; other steps open their learning object.
  const target =
    step.locked || readOnly
      ? null
      : learningObjectId !== null
        ? viewerLink(path.courseId, learningObjectId)
        : step.kind === 'overview'
          ? paths.student.course(path.courseId)
          : null;
  return (
    <Box
      component="li"
      data-testid="path-step"
      data-step-id={step.id}
      data-locked={step.locked ? 'true' : 'false'}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ pt: '2px', color: 'text.secondary' }}>{stepIcon(step)}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The number stays beside the title, which wraps next to it; the marks follow the title. */}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="span"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
          >
            {t('learningPaths.stepNumber', { n: position })}
          </Typography>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, minWidth: 0 }}
          >
            {target ? (
              <Link component={RouterLink} to={target} sx={{ fontWeight: 600 }}>
                {title}
              </Link>
            ) : (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
            )}
            <StepStatus step={step} />
            <MasteryEstimate step={step} />
          </Stack>
        </Box>
        {/* The unit heading gives the lock's reason; each step only says it is locked. */}
        {step.locked && <LockNote reasons={[]} />}
        {showReasons && <StepReasons reasons={placementReasons(step)} />}
      </Box>
    </Box>
  );
}

function StepReasons({ reasons }: { reasons: ReturnType<typeof placementReasons> }) {
  if (reasons.length === 0) return null;
  return (
    <List
      dense
      sx={{ py: 0, mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'secondary.main' }}
      data-testid="step-reasons"
    >
      {reasons.map((reason) => (
        <ListItem key={reason.key} sx={{ py: 0.25 }}>
          <Typography variant="body2">{reason.text}</Typography>
        </ListItem>
      ))}
    </List>
  );
}

export function PathSteps({ path, readOnly = false }: { path: LearningPath; readOnly?: boolean }) {
  const { t } = useTranslation();
  const [showReasons, setShowReasons] = useState(false);
  let position = 0;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-pressed={showReasons}
        onClick={() => setShowReasons((v) => !v)}
        sx={{ mb: 1.5 }}
        data-testid="show-step-reasons"
      >
        {t('learningPaths.showStepReasons')}
      </Button>
      <Stack
        spacing={2}
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('learningPaths.stepsLabel')}
      >
        {groupByUnit(path.steps).map((group) => (
          <Paper
            key={group.unit?.id ?? group.steps[0]?.id}
            component="li"
            variant="outlined"
            data-testid={group.unit ? 'path-unit' : 'path-intro'}
            data-unit-id={group.unit?.unitId}
            sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}
          >
            {group.unit && (
              <Box sx={{ mb: 1 }}>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                    {/* Inside the heading, the lock stays on the title's first line. */}
                    {group.unit.locked && (
                      <Lock
                        fontSize="small"
                        aria-label={t('learningPaths.lockedUnit')}
                        sx={{ verticalAlign: 'text-bottom', mr: 0.75 }}
                      />
                    )}
                    {group.unit.title}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`learningPaths.levels.${group.unit.unitType}`, group.unit.unitType)}
                  />
                  {group.unit.role === 'review' && <OptionalReviewChip />}
                </Stack>
                {group.unit.locked && <LockNote unit reasons={lockReasons(path, group.unit)} />}
                {showReasons && <StepReasons reasons={placementReasons(group.unit)} />}
              </Box>
            )}
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                // Without a unit heading above it, the first step needs no separating line.
                ...(group.unit ? {} : { '& > li:first-of-type': { borderTop: 0, pt: 0 } }),
              }}
            >
              {group.steps.map((step) => {
                position += 1;
                return (
                  <StepRow
                    key={step.id}
                    path={path}
                    step={step}
                    position={position}
                    readOnly={readOnly}
                    showReasons={showReasons}
                  />
                );
              })}
            </Box>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
