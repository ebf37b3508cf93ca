// A course's state in the admin list and what its authors may do with it (docs/design/product.md §4): publish
// through the checks (each shown with what fails it), archive, and for admins delete after seeing what goes with
// the course.
import { Archive, CheckCircle, Delete, Publish, RadioButtonUnchecked } from '@mui/icons-material';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
} from '@mui/material';
import type { CourseStatus } from '@parcours/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { useDeleteCourse } from '../api/deleteCourse';
import { useDeletion } from '../api/getDeletion';
import { usePublication } from '../api/getPublication';
import { useCourseLife } from '../api/publishCourse';

const statusColor: Record<CourseStatus, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  published: 'success',
  archived: 'default',
};

export function CourseStatusChip({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={statusColor[status]} label={t(`courses.life.status.${status}`)} />;
}

function PublishDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const publication = usePublication(id, true);
  const life = useCourseLife();
  const ready = publication.data?.ready === true;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('courses.life.publishTitle', { title })}</DialogTitle>
      <DialogContent>
        {publication.isError ? (
          <Alert severity="error">{translateMessage(errorMessageKey(publication.error))}</Alert>
        ) : !publication.data ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <>
            <DialogContentText>
              {ready ? t('courses.life.ready') : t('courses.life.notReady')}
            </DialogContentText>
            <List dense aria-label={t('courses.life.checks')}>
              {publication.data.checks.map((check) => (
                <ListItem key={check.check} data-testid={`check-${check.check}`} data-passed={check.passed}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {check.passed ? (
                      <CheckCircle color="success" titleAccess={t('courses.life.passed')} />
                    ) : (
                      <RadioButtonUnchecked color="error" titleAccess={t('courses.life.failed')} />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={check.message}
                    secondary={
                      check.items.length > 0
                        ? // the missing levels arrive as level names: shown in the page's language
                          (check.check === 'levels'
                            ? check.items.map((level) => t(`courses.levels.${level}`))
                            : check.items
                          ).join(', ')
                        : undefined
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('courses.life.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready}
          loading={life.isPending}
          onClick={() => life.mutate({ id, step: 'publish' }, { onSuccess: onClose })}
        >
          {t('courses.life.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const deletion = useDeletion(id, true);
  const remove = useDeleteCourse();
  const life = useCourseLife();
  const counts = deletion.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('courses.life.deleteTitle', { title })}</DialogTitle>
      <DialogContent>
        {!counts ? (
          <Skeleton variant="rounded" height={80} />
        ) : counts.deletable ? (
          <DialogContentText data-testid="deletion-counts">
            {t('courses.life.deleteText', {
              units: counts.units,
              quizzes: counts.quizzes,
              enrolments: counts.enrolments,
              attempts: counts.attempts,
            })}
          </DialogContentText>
        ) : (
          <Alert severity="warning" data-testid="deletion-counts">
            {t('courses.life.deleteRefused', { certificates: counts.certificates })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('courses.life.cancel')}</Button>
        {counts && !counts.deletable ? (
          <Button
            variant="contained"
            loading={life.isPending}
            onClick={() => life.mutate({ id, step: 'archive' }, { onSuccess: onClose })}
          >
            {t('courses.life.archive')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="error"
            disabled={!counts}
            loading={remove.isPending}
            onClick={() => remove.mutate(id, { onSuccess: onClose })}
          >
            {t('courses.life.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export interface CourseLifeActionsProps {
  course: { id: number; title: string; status: CourseStatus };
  /** Deleting is the admin's. */
  canDelete: boolean;
}

export function CourseLifeActions({ course, canDelete }: CourseLifeActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'publish' | 'delete' | null>(null);
  const life = useCourseLife();
  return (
    <>
      {course.status !== 'published' && (
        <Tooltip title={t('courses.life.publishFor', { title: course.title })}>
          <IconButton
            aria-label={t('courses.life.publishFor', { title: course.title })}
            onClick={() => setOpen('publish')}
          >
            <Publish />
          </IconButton>
        </Tooltip>
      )}
      {course.status === 'published' && (
        <Tooltip title={t('courses.life.archiveFor', { title: course.title })}>
          <IconButton
            aria-label={t('courses.life.archiveFor', { title: course.title })}
            disabled={life.isPending}
            onClick={() => life.mutate({ id: course.id, step: 'archive' })}
          >
            <Archive />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={t('courses.life.deleteFor', { title: course.title })}>
          <IconButton
            aria-label={t('courses.life.deleteFor', { title: course.title })}
            onClick={() => setOpen('delete')}
          >
            <Delete />
          </IconButton>
        </Tooltip>
      )}
      {open === 'publish' && (
        <PublishDialog id={course.id} title={course.title} onClose={() => setOpen(null)} />
      )}
      {open === 'delete' && (
        <DeleteDialog id={course.id} title={course.title} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
