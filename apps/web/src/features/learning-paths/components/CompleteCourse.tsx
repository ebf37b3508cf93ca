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

/** The post-test of a completed course; once taken, its gains are shown below and it may be taken again. */
export function PostTestOffer({ courseId, taken = false }: { courseId: number; taken?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="success"
      action={
        <Button color="inherit" variant="outlined" component={RouterLink} to={paths.courseQuiz(courseId)}>
          {taken ? t('learningPaths.complete.postTestAgain') : t('learningPaths.complete.postTest')}
        </Button>
      }
    >
      {taken ? t('learningPaths.complete.postTestTaken') : t('learningPaths.complete.done')}
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
