// /studies/new and /studies/{studyId}/edit: the study form, then the study's dashboard once saved.
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { notify, useAppDispatch } from '../../../shared/store';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { useStudy } from '../api/getStudy';
import { useCourseChoices } from '../api/listCourseChoices';
import { useSaveStudy } from '../api/saveStudy';
import { StudyForm } from '../components/StudyForm';

export function StudyFormPage() {
  const { t } = useTranslation();
  const param = useParams().studyId;
  const id = param ? Number(param) : null;
  const study = useStudy(id);
  const courses = useCourseChoices(id);
  const save = useSaveStudy();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const heading = id === null ? t('studies.form.newHeading') : t('studies.form.editHeading');

  let body: React.ReactNode;
  if (id !== null && study.isPending) body = <Loading />;
  else if (id !== null && study.isError)
    body = <LoadError error={study.error} onRetry={() => void study.refetch()} />;
  else {
    body = (
      <>
        {courses.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('studies.form.coursesUnavailable')}
          </Alert>
        )}
        <StudyForm
          key={study.data?.updatedAt ?? 'new'}
          study={id === null ? undefined : study.data}
          courses={courses.data ?? []}
          save={(input) => save.mutateAsync({ id, body: input })}
          onSaved={(saved) => {
            dispatch(notify({ message: 'studies.form.saved', type: 'success' }));
            navigate(paths.studies.study(saved.id));
          }}
        />
      </>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        {body}
      </Paper>
    </Stack>
  );
}
