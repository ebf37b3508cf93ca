// /dashboard/admin/courses/add-course and /{courseId}: the course wizard, empty or filled with the course.
import { Alert, Skeleton } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { notify, useAppDispatch } from '../../../shared/store';
import { useAdminCourse } from '../api/getAdminCourse';
import { CourseWizard } from '../wizard/CourseWizard';
import { courseToForm, emptyCourseForm } from '../wizard/courseForm';

export function CourseFormPage() {
  const { courseId } = useParams();
  const id = courseId ? Number(courseId) : undefined;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const course = useAdminCourse(id);

  const onSaved = () => {
    dispatch(notify({ message: id ? 'courses.form.updated' : 'courses.form.created' }));
    navigate(paths.admin.courses);
  };

  if (id === undefined) return <CourseWizard draftKey="new" initial={emptyCourseForm} onSaved={onSaved} />;
  if (Number.isNaN(id) || course.isError) {
    return (
      <Alert severity="error" role="alert">
        {course.isError
          ? translateMessage(errorMessageKey(course.error))
          : translateMessage('error.courseNotFound')}
      </Alert>
    );
  }
  if (course.isPending) return <Skeleton variant="rounded" height={420} />;
  return (
    <CourseWizard
      key={course.data.id}
      draftKey={String(course.data.id)}
      initial={courseToForm(course.data)}
      course={course.data}
      onSaved={onSaved}
    />
  );
}
