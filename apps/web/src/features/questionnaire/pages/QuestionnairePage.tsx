// The learning-style questionnaire (second step): answer the 44 items, see the result, retake it later.
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { fieldErrors, queryErrorKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import {
  questionnaireReset,
  questionShown,
  responsesRestored,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '../../../shared/store';
import { EmptyState } from '../../../shared/ui';
import { useCourse } from '../../courses';
import { useQuestionnaireQuestions } from '../api/getQuestionnaireQuestions';
import { type StyleResult, useSubmitQuestionnaire } from '../api/submitQuestionnaire';
import { QuestionnaireForm } from '../components/QuestionnaireForm';
import { ResultHistory } from '../components/ResultHistory';
import { StyleResultView } from '../components/StyleResultView';
import { clearAnswers, loadAnswers, saveAnswers } from '../model/persistence';
import { firstUnanswered, unansweredFromErrors } from '../model/style';

function parseCourseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** Keeps the slice's answers in session storage while the learner answers, restoring them on the first visit. */
function usePersistedAnswers(userId: number | undefined) {
  const dispatch = useAppDispatch();
  const responses = useAppSelector((s) => s.questionnaire.responses);
  const current = useAppSelector((s) => s.questionnaire.current);
  const submitted = useAppSelector((s) => s.questionnaire.submitted);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (userId === undefined || restored) return;
    const saved = loadAnswers(userId);
    if (saved && Object.keys(responses).length === 0) dispatch(responsesRestored(saved));
    setRestored(true);
  }, [userId, restored, responses, dispatch]);
  useEffect(() => {
    if (userId === undefined || !restored || submitted) return;
    saveAnswers(userId, { responses, current });
  }, [userId, restored, submitted, responses, current]);
  return restored;
}

function ResultActions({ courseId, onRetake }: { courseId: number | null; onRetake: () => void }) {
  const { t } = useTranslation();
  // The course's `student_level` is set by the learner's first submitted pretest, and only by it.
  const course = useCourse(courseId ?? 0);
  const pretestTaken = course.data ? course.data.studentLevel !== null : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
      {courseId !== null && (
        <Button variant="contained" component={RouterLink} to={paths.student.coursePath(courseId)}>
          {t('questionnaire.result.seePath')}
        </Button>
      )}
      {courseId !== null && pretestTaken === false && (
        <Button variant="outlined" component={RouterLink} to={paths.secondStep.pretestCourse(courseId)}>
          {t('questionnaire.result.takePretest')}
        </Button>
      )}
      <Button variant="text" onClick={onRetake}>
        {t('questionnaire.result.retake')}
      </Button>
    </Stack>
  );
}

export function QuestionnairePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { courseId: courseParam } = useParams();
  const courseId = parseCourseId(courseParam) ?? user?.latestCourseId ?? null;
  const { responses, submitted, results } = useAppSelector((s) => s.questionnaire);
  const restored = usePersistedAnswers(user?.id);
  const [retaking, setRetaking] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const questions = useQuestionnaireQuestions();
  const submit = useSubmitQuestionnaire();

  const justSubmitted = submitted && results ? (results as StyleResult) : null;
  const inProgress = Object.keys(responses).length > 0;
  const showForm = !justSubmitted && (retaking || inProgress || !user?.result);

  const retake = () => {
    dispatch(questionnaireReset());
    submit.reset();
    setFormError(null);
    setRetaking(true);
  };

  const onSubmit = () => {
    if (!questions.data || courseId === null) return;
    const ids = questions.data.map((q) => q.id);
    const gap = firstUnanswered(ids, responses);
    if (gap >= 0) {
      setFormError('validation.answerAllQuestions');
      dispatch(questionShown(gap));
      return;
    }
    setFormError(null);
    submit.mutate(
      { courseId, responses: ids.map((id) => ({ questionId: id, answer: responses[id] })) },
      {
        onSuccess: () => {
          if (user) clearAnswers(user.id);
          setRetaking(false);
        },
        onError: (error) => {
          setFormError(queryErrorKey(error));
          const missing = unansweredFromErrors(fieldErrors(error));
          const index = ids.findIndex((id) => missing.includes(id));
          if (index >= 0) dispatch(questionShown(index));
        },
      },
    );
  };

  if (courseId === null) {
    return (
      <EmptyState
        headingLevel="h2"
        title={t('questionnaire.noCourse.title')}
        text={t('questionnaire.noCourse.text')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.secondStep.categories}>
            {t('questionnaire.noCourse.action')}
          </Button>
        }
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 1 }}>
        {justSubmitted || !showForm ? t('questionnaire.result.title') : t('questionnaire.title')}
      </Typography>
      {justSubmitted && (
        <Box aria-live="polite">
          <Alert severity="success" sx={{ mb: 3 }}>
            {t('questionnaire.result.saved')}
          </Alert>
          <StyleResultView result={justSubmitted} />
          <ResultActions courseId={courseId} onRetake={retake} />
          <ResultHistory />
        </Box>
      )}
      {!justSubmitted && !showForm && user?.result && (
        <Box>
          <StyleResultView result={user.result} />
          <ResultActions courseId={courseId} onRetake={retake} />
          <ResultHistory />
        </Box>
      )}
      {showForm && (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {t('questionnaire.intro')}
          </Typography>
          {(questions.isPending || !restored) && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
              <CircularProgress size={28} aria-hidden="true" />
              <Typography>{t('questionnaire.loading')}</Typography>
            </Stack>
          )}
          {questions.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void questions.refetch()}>
                  {t('questionnaire.retry')}
                </Button>
              }
            >
              {translateMessage(queryErrorKey(questions.error))}
            </Alert>
          )}
          {questions.data && restored && questions.data.length > 0 && (
            <QuestionnaireForm
              questions={questions.data}
              onSubmit={onSubmit}
              submitting={submit.isPending}
              error={formError}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
