// Finds the course quiz in the course content, then runs it; says so when the course has no quiz.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/http';
import { EmptyState } from '../../../shared/ui';
import { useCourseContent } from '../../viewer';
import type { SubmitResult } from '../api/submitQuiz';
import { QuizRunner } from './QuizRunner';

export interface CourseQuizLoaderProps {
  courseId: number;
  intro?: string;
  afterResult?: (result: SubmitResult) => ReactNode;
}

export function CourseQuizLoader({ courseId, intro, afterResult }: CourseQuizLoaderProps) {
  const { t } = useTranslation();
  const content = useCourseContent(courseId);
  if (content.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('quizzes.loading')} />
      </Box>
    );
  }
  if (content.isError) return <Alert severity="error">{t(errorMessageKey(content.error))}</Alert>;
  const { course, quiz } = content.data;
  if (!quiz || quiz.questionsCount === 0) {
    return <EmptyState headingLevel="h2" title={course.title} text={t('quizzes.noQuiz')} />;
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h2" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
        {course.title}
      </Typography>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      <QuizRunner quizId={quiz.id} target="course" headingLevel="h3" afterResult={afterResult} />
    </Stack>
  );
}
