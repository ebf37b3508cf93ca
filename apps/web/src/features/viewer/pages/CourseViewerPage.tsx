// The course viewer (/dashboard/student/courses/{courseId}): units and learning objects in the order of the
// learner's path (the author's order when the path cannot be read), their sections and media in the page, each
// learning-object quiz at its place, and the learner's progress. A unit locked on the path shows why, and its
// learning objects only by title, as on the path page, until it opens.

import { Lock } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { LockNote, lockReasons, OptionalReviewChip, useLearningPath } from '../../learning-paths';
import { type Content, useCourseContent } from '../api/getCourseContent';
import { LearningObjectView } from '../components/LearningObjectView';
import { unitsInPathOrder } from '../model/pathOrder';

/** Passed learning-object quizzes over all of them (a course without such quizzes has nothing to count). */
export function contentProgress(content: Content): { passed: number; total: number; percent: number } {
  const quizzes = content.units.flatMap((u) =>
    u.learningObjects.flatMap((lo) => (lo.quiz && lo.quiz.questionsCount > 0 ? [lo.quiz] : [])),
  );
  const passed = quizzes.filter((q) => q.isPassed).length;
  return {
    passed,
    total: quizzes.length,
    percent: quizzes.length ? Math.round((passed * 100) / quizzes.length) : 0,
  };
}

export function CourseViewerPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const content = useCourseContent(courseId);
  const path = useLearningPath(courseId);
  const { hash } = useLocation();
  // The page is laid out once the path is read too (or could not be): the anchors are then in their place.
  const loaded = content.isSuccess && !path.isPending;

  // Opened at a learning object (#lo-{id}, from the learner's path): bring it into view and move focus there.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#lo-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [loaded, hash]);

  if (content.isPending || path.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  }
  if (content.isError) return <Alert severity="error">{t(errorMessageKey(content.error))}</Alert>;

  const data = content.data;
  const progress = contentProgress(data);
  const pathData = path.data ?? null;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}>
          {data.course.title}
        </Typography>
        {progress.total > 0 && (
          <Box sx={{ mb: 2 }}>
            <Typography id="course-progress-label" sx={{ mb: 0.5 }} data-testid="viewer-progress">
              {t('viewer.progress', {
                count: progress.passed,
                total: progress.total,
                percent: progress.percent,
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-labelledby="course-progress-label"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.student.coursePath(courseId)} variant="contained">
            {t('viewer.myPath')}
          </Button>
          {data.quiz && data.quiz.questionsCount > 0 && (
            <>
              <Button component={RouterLink} to={paths.student.takeQuiz(courseId)} variant="outlined">
                {t('viewer.courseQuiz')}
              </Button>
              {data.quiz.isPassed && (
                <Chip color="success" variant="outlined" label={t('viewer.quizPassed')} />
              )}
            </>
          )}
        </Stack>
      </Paper>
      {data.units.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('viewer.emptyTitle')} text={t('viewer.emptyText')} />
      ) : (
        unitsInPathOrder(data, pathData).map(({ unit, step, learningObjects }) => {
          const locked = step?.locked ?? false;
          return (
            <Box
              key={unit.id}
              component="section"
              aria-labelledby={`unit-${unit.id}`}
              data-testid="unit"
              data-unit-id={unit.id}
              data-locked={locked ? 'true' : 'false'}
            >
              <Box sx={{ mb: 2 }}>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography id={`unit-${unit.id}`} variant="h5" component="h3">
                    {/* Inside the heading, the lock stays on the title's first line. */}
                    {locked && (
                      <Lock
                        fontSize="small"
                        aria-hidden="true"
                        sx={{ color: 'text.secondary', verticalAlign: 'text-bottom', mr: 0.75 }}
                      />
                    )}
                    {unit.title}
                  </Typography>
                  <Chip size="small" label={t(`viewer.unitType.${unit.type}`, { defaultValue: unit.type })} />
                  {step?.role === 'review' && <OptionalReviewChip />}
                </Stack>
                {locked && pathData && step && (
                  <>
                    <LockNote unit reasons={lockReasons(pathData, step)} />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t('viewer.lockedUnit')}
                    </Typography>
                  </>
                )}
              </Box>
              <Stack spacing={2}>
                {learningObjects.length === 0 ? (
                  <Typography color="text.secondary">{t('viewer.noObjects')}</Typography>
                ) : (
                  learningObjects.map((lo) => <LearningObjectView key={lo.id} lo={lo} locked={locked} />)
                )}
              </Stack>
            </Box>
          );
        })
      )}
    </Stack>
  );
}
