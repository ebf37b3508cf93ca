// The head of "My path": level, the one progress figure with the mastery estimate, the next best step, and every
// rule that shaped the path, said once.
import { ArrowForward } from '@mui/icons-material';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import type { LearningPath } from '../api/getLearningPath';
import { viewerLink } from '../model/path';
import { PathRules } from './PathRules';
import { ProgressFigure } from './ProgressFigure';

export function PathSummary({ path }: { path: LearningPath }) {
  const { t } = useTranslation();
  const { progress, nextStep } = path;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('learningPaths.level')}</Typography>
        {path.level ? (
          <Chip label={t(`learningPaths.levels.${path.level}`)} data-testid="path-level" />
        ) : (
          <>
            <Chip variant="outlined" label={t('learningPaths.noLevel')} data-testid="path-level" />
            <Button size="small" component={RouterLink} to={paths.dashboard.pretestCourse(path.courseId)}>
              {t('learningPaths.takePretest')}
            </Button>
          </>
        )}
        {path.sequential && <Chip variant="outlined" label={t('learningPaths.sequential')} />}
      </Stack>
      <ProgressFigure progress={progress} id="path-progress-label" />
      {nextStep ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, mt: 2 }}
        >
          <Button
            variant="contained"
            endIcon={<ArrowForward />}
            component={RouterLink}
            to={viewerLink(path.courseId, nextStep.learningObjectId)}
            sx={{ flexShrink: 0 }}
          >
            {t('learningPaths.continue')}
          </Button>
          <Typography data-testid="next-step-reason">{nextStep.reason.text}</Typography>
        </Stack>
      ) : (
        <Typography sx={{ mt: 2 }}>{t('learningPaths.allMastered')}</Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <PathRules path={path} />
      </Box>
    </Paper>
  );
}
