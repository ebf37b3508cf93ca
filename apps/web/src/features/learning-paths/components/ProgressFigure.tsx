// The one progress figure of a learner in a course (docs/design/adaptive.md §4), as the server computed it: the
// required learning objects on the path that are done, with the mastery estimate beside it, never as progress,
// and a sentence on what each counts.
// The path page and the course viewer show it from the same read.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/format/numbers';
import type { LearningPath } from '../api/getLearningPath';

export function ProgressFigure({ progress, id }: { progress: LearningPath['progress']; id: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box>
      <Typography id={id} sx={{ fontWeight: 600 }} data-testid="progress-figure">
        {t('learningPaths.progress', {
          done: progress.done,
          total: progress.total,
          percent: formatPercent(progress.percent, i18n.language),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, progress.percent))}
        aria-labelledby={id}
        sx={{ height: 10, borderRadius: 5, my: 1.5 }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="mastery-estimate">
        {t('learningPaths.masteryCount', { mastered: progress.mastered, total: progress.total })}
      </Typography>
      {/* The two figures count different things and can differ widely (100 % progress, 0 mastered): say why. */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="progress-explained">
        {t('learningPaths.progressExplained')}
      </Typography>
    </Box>
  );
}
