// "Complete the course" with a confirmation; once completed, the post-test is offered.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import type { useCompleteCourse } from '../api/completeCourse';
import type { CourseGains } from '../api/getCourseGains';

/**
 * The post-test of a completed course, as the course's rule makes it (docs/design/adaptive.md §2): what taking it
 * now would do is said before it starts, and it is offered only when it can still count (or measure retention).
 */
export function PostTestOffer({ courseId, gains }: { courseId: number; gains: CourseGains | undefined }) {
  const { t } = useTranslation();
  const next = gains?.postTestNext ?? 'counts';
  const rule = gains?.postTestRule ?? 'first';
  const text =
    next === 'counts'
      ? t(`learningPaths.complete.next.counts.${rule}`)
      : next === 'closed'
        ? t(
            rule === 'first'
              ? 'learningPaths.complete.next.closedFirst'
              : 'learningPaths.complete.next.closedDelayed',
          )
        : t(`learningPaths.complete.next.${next}`);
  const action =
    next === 'counts'
      ? t('learningPaths.complete.postTest')
      : next === 'delayed'
        ? t('learningPaths.complete.delayedPostTest')
        : t('learningPaths.complete.postTestAgain');
  return (
    <Alert
      severity={next === 'closed' ? 'info' : 'success'}
      data-testid="post-test-offer"
      action={
        next === 'closed' ? undefined : (
          <Button color="inherit" variant="outlined" component={RouterLink} to={paths.courseQuiz(courseId)}>
            {action}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}

export interface CompleteCourseProps {
  courseId: number;
  masteredAll: boolean;
  /** The page's completion call, so the page can switch to the post-test offer once it succeeds. */
  mutation: ReturnType<typeof useCompleteCourse>;
}

export function CompleteCourse({ courseId, masteredAll, mutation: complete }: CompleteCourseProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography>
          {masteredAll ? t('learningPaths.complete.readyText') : t('learningPaths.complete.text')}
        </Typography>
        <Button
          variant={masteredAll ? 'contained' : 'outlined'}
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0 }}
        >
          {t('learningPaths.complete.action')}
        </Button>
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="complete-course-title"
        aria-describedby="complete-course-text"
      >
        <DialogTitle id="complete-course-title">{t('learningPaths.complete.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="complete-course-text">
            {t('learningPaths.complete.confirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('learningPaths.complete.cancel')}</Button>
          <Button
            variant="contained"
            disabled={complete.isPending}
            onClick={() => complete.mutate(courseId, { onSettled: () => setOpen(false) })}
          >
            {t('learningPaths.complete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
