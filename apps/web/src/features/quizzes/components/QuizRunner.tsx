// A quiz from start to result: opens (or resumes) the attempt, takes it, shows the result, and after a failure
// the next-attempt countdown then the retry button. Used for course quizzes and learning-object quizzes.
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { cooldownUntil, quizAttemptQueryKey, useQuizAttempt } from '../api/startQuiz';
import { type QuizTarget, type SubmitResult, useSubmitQuiz } from '../api/submitQuiz';
import { CooldownNotice, CooldownWait } from './CooldownNotice';
import { QuizForm } from './QuizForm';
import { QuizReview } from './QuizReview';
import { ResultCard } from './ResultCard';

export interface QuizRunnerProps {
  quizId: number;
  target: QuizTarget;
  headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
  /** What to offer once a result is known (e.g. the next step after the pretest). */
  afterResult?: (result: SubmitResult) => ReactNode;
}

export function QuizRunner({ quizId, target, headingLevel = 'h2', afterResult }: QuizRunnerProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const attempt = useQuizAttempt(quizId);
  const submit = useSubmitQuiz();
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [refusedUntil, setRefusedUntil] = useState<string | null>(null);

  const serverTime = attempt.data?.serverTime;
  const offsetMs = serverTime ? Date.parse(serverTime) - attempt.dataUpdatedAt : 0;

  const retry = () => {
    setResult(null);
    setRefusedUntil(null);
    submit.reset();
    void queryClient.resetQueries({ queryKey: quizAttemptQueryKey(quizId) });
  };

  if (result) {
    return (
      <Stack spacing={2}>
        <ResultCard result={result} headingLevel={headingLevel} focusOnShow />
        {'review' in result && result.review && result.review.length > 0 && (
          <QuizReview items={result.review} headingLevel={headingLevel} />
        )}
        {/* The pretest is taken once (docs/design/adaptive.md §2): no retry is offered after it. */}
        {!result.passed && result.kind !== 'pretest' && (
          <CooldownNotice nextAttemptAt={result.nextAttemptAt} offsetMs={offsetMs} onRetry={retry} />
        )}
        {afterResult?.(result)}
      </Stack>
    );
  }

  const cooling = refusedUntil ?? cooldownUntil(attempt.error);
  if (cooling) return <CooldownWait nextAttemptAt={cooling} onRetry={retry} retrying={attempt.isFetching} />;

  if (attempt.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('quizzes.loading')} />
      </Box>
    );
  }

  if (attempt.isError) {
    return (
      <Alert
        // 409: the pretest is taken and the post-test not open yet; retrying would not change that.
        severity={isHttpError(attempt.error) && attempt.error.status === 409 ? 'info' : 'error'}
        action={
          isHttpError(attempt.error) &&
          (attempt.error.status === 403 || attempt.error.status === 409) ? undefined : (
            <Button color="inherit" onClick={retry}>
              {t('quizzes.reload')}
            </Button>
          )
        }
      >
        {t(errorMessageKey(attempt.error))}
      </Alert>
    );
  }

  const data = attempt.data;
  return (
    <QuizForm
      key={data.attempt.id}
      data={data}
      offsetMs={offsetMs}
      headingLevel={headingLevel}
      submitting={submit.isPending}
      onSubmit={(answers, timeSpent) =>
        submit.mutate(
          { quizId, target, attemptId: data.attempt.id, answers, timeSpent },
          {
            onSuccess: setResult,
            onError: (error) => {
              const until = cooldownUntil(error);
              if (until) setRefusedUntil(until);
              dispatch(notify({ message: errorMessageKey(error), type: 'error' }));
            },
          },
        )
      }
    />
  );
}
