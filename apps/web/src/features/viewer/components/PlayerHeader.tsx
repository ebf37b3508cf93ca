// The course player's header: the course title, the one progress figure, the way to the learner's path, the
// course quiz when it is offered, the outline on a phone and the list of shortcuts.
import { Keyboard, MenuOpen } from '@mui/icons-material';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { type LearningPath, ProgressFigure } from '../../learning-paths';
import type { Content } from '../api/getCourseContent';

export function PlayerHeader({
  courseId,
  content,
  path,
  showOutline,
  onOutline,
  onHelp,
}: {
  courseId: number;
  content: Content;
  path: LearningPath | null;
  /** Whether the outline is a drawer opened from here (on a phone, with objects to show). */
  showOutline: boolean;
  onOutline: () => void;
  onHelp: () => void;
}) {
  const { t } = useTranslation();
  const courseQuiz = path?.courseQuiz ?? 'none';
  const hasCourseQuiz = content.quiz && content.quiz.questionsCount > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
        {content.course.title}
      </Typography>
      {path && (
        <Box sx={{ mb: 2 }} data-testid="viewer-progress">
          <ProgressFigure progress={path.progress} id="course-progress-label" />
        </Box>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={paths.student.coursePath(courseId)} variant="contained">
          {t('viewer.myPath')}
        </Button>
        {/* The course quiz is offered as the pretest until it is taken, then only as the post-test once the
            course is completed: never reopened in between. */}
        {hasCourseQuiz && courseQuiz === 'pretest' && (
          <Button component={RouterLink} to={paths.dashboard.pretestCourse(courseId)} variant="outlined">
            {t('viewer.takePretest')}
          </Button>
        )}
        {hasCourseQuiz && courseQuiz === 'posttest' && (
          <Button component={RouterLink} to={paths.student.takeQuiz(courseId)} variant="outlined">
            {t('viewer.takePostTest')}
          </Button>
        )}
        {showOutline && (
          <Button
            variant="outlined"
            startIcon={<MenuOpen />}
            onClick={onOutline}
            aria-haspopup="dialog"
            data-testid="player-outline-toggle"
          >
            {t('viewer.player.outline')}
          </Button>
        )}
        <Tooltip title={t('viewer.player.shortcuts.title')}>
          <IconButton
            onClick={onHelp}
            aria-label={t('viewer.player.shortcuts.title')}
            aria-haspopup="dialog"
            // A phone has no keyboard to use them with.
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            <Keyboard />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
