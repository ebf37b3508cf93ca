// The enrol action of a course: hidden for admins, "continue" once enrolled, else enrols and opens the pre-test.
// A paid course first shows its price and asks for confirmation; when the course confirms payments, the enrolment
// then waits for an admin to mark the payment received, and says so with what to do (docs/design/product.md §4).
import { CheckCircle, HowToReg } from '@mui/icons-material';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { roles } from '@parcours/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { useEnrol } from '../api/enrol';
import type { CourseItem } from '../api/listCourses';
import { formatMoney } from './CoursePrice';

export interface EnrolButtonProps {
  course: Pick<CourseItem, 'id' | 'title' | 'isSubscribed'> &
    Partial<Pick<CourseItem, 'isPaid' | 'finalPrice' | 'paymentConfirmation' | 'paymentAwaited'>>;
  pretestPath?: (courseId: number) => string;
  fullWidth?: boolean;
}

export function EnrolButton({
  course,
  pretestPath = paths.dashboard.pretestCourse,
  fullWidth,
}: EnrolButtonProps) {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectUser);
  const enrol = useEnrol(pretestPath);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const paid = Boolean(course.isPaid) && (course.finalPrice ?? 0) > 0;
  if (!user) {
    return (
      <Button component={RouterLink} to={paths.auth.login} variant="contained" fullWidth={fullWidth}>
        {t('courses.enrol.login')}
      </Button>
    );
  }
  if (user.role !== roles.user) return null;
  const price = formatMoney(course.finalPrice ?? 0, i18n.language, t('courses.price.currency'));
  if (course.isSubscribed && course.paymentAwaited) {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{t('courses.enrol.awaitingTitle')}</AlertTitle>
        {t('courses.enrol.awaitingText', { price })}
      </Alert>
    );
  }
  if (course.isSubscribed) {
    return (
      <Button
        component={RouterLink}
        to={pretestPath(course.id)}
        variant="outlined"
        startIcon={<CheckCircle />}
        fullWidth={fullWidth}
      >
        {t('courses.enrol.enrolled')}
      </Button>
    );
  }
  const awaitsPayment = paid && Boolean(course.paymentConfirmation);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<HowToReg />}
        fullWidth={fullWidth}
        loading={enrol.isPending}
        onClick={() => (paid ? setConfirming(true) : enrol.mutate({ courseId: course.id }))}
        aria-label={t('courses.enrol.actionFor', { title: course.title })}
      >
        {t('courses.enrol.action')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('courses.enrol.paidTitle', { title: course.title })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('courses.enrol.paidText', { price })}</DialogContentText>
          {awaitsPayment && (
            <DialogContentText sx={{ mt: 2 }}>{t('courses.enrol.paidConfirmationText')}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>{t('courses.enrol.cancel')}</Button>
          <Button
            variant="contained"
            loading={enrol.isPending}
            onClick={() => {
              setConfirming(false);
              enrol.mutate({ courseId: course.id, confirmPrice: course.finalPrice, awaitsPayment });
            }}
          >
            {t('courses.enrol.paidConfirm', { price })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
