// The enrol action of a course: hidden for admins, "continue" once enrolled, else enrols and opens the pre-test.
import { CheckCircle, HowToReg } from '@mui/icons-material';
import { Button } from '@mui/material';
import { roles } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { useEnrol } from '../api/enrol';
import type { CourseItem } from '../api/listCourses';

export interface EnrolButtonProps {
  course: Pick<CourseItem, 'id' | 'title' | 'isSubscribed'>;
  pretestPath?: (courseId: number) => string;
  fullWidth?: boolean;
}

export function EnrolButton({
  course,
  pretestPath = paths.dashboard.pretestCourse,
  fullWidth,
}: EnrolButtonProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const enrol = useEnrol(pretestPath);
  if (!user) {
    return (
      <Button component={RouterLink} to={paths.auth.login} variant="contained" fullWidth={fullWidth}>
        {t('courses.enrol.login')}
      </Button>
    );
  }
  if (user.role !== roles.user) return null;
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
  return (
    <Button
      variant="contained"
      startIcon={<HowToReg />}
      fullWidth={fullWidth}
      loading={enrol.isPending}
      onClick={() => enrol.mutate(course.id)}
      aria-label={t('courses.enrol.actionFor', { title: course.title })}
    >
      {t('courses.enrol.action')}
    </Button>
  );
}
