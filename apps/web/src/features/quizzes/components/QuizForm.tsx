// Taking an open attempt: one question at a time with a navigator (all on one page on small screens), the time
// left from the server's deadline with warnings at one minute and ten seconds, and a confirmation before
// submitting that counts the questions left unanswered.
import { AccessTime } from '@mui/icons-material';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakeQuiz } from '../api/startQuiz';
import { type Choices, isAnswered, submittedAnswers, toggleChoice } from '../model/answers';
import { Countdown, useSecondsLeft } from './Countdown';
import { ParallelFormNotice } from './ParallelFormNotice';
import { QuestionView } from './QuestionView';
import { TimeWarning } from './TimeWarning';

export interface QuizFormProps {
  data: TakeQuiz;
  offsetMs: number;
  submitting: boolean;
  onSubmit: (answers: ReturnType<typeof submittedAnswers>, timeSpent: number) => void;
  headingLevel?: 'h2' | 'h3' | 'h4' | 'h5';
}

export function QuizForm({ data, offsetMs, submitting, onSubmit, headingLevel = 'h2' }: QuizFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const onePage = useMediaQuery(theme.breakpoints.down('sm'));
  const { quiz, attempt } = data;
  const questions = quiz.questions;
  const [choices, setChoices] = useState<Choices>({});
  const [current, setCurrent] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const startedAt = useRef(Date.now());
  const sent = useRef(false);
  const answered = questions.filter((q) => isAnswered(choices, q)).length;
  const secondsLeft = useSecondsLeft(attempt.deadline, offsetMs);

  const send = useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    setConfirming(false);
    onSubmit(submittedAnswers(questions, choices), Math.round((Date.now() - startedAt.current) / 1000));
  }, [choices, onSubmit, questions]);

  // A failed request lets the learner send again.
  useEffect(() => {
    if (!submitting) sent.current = false;
  }, [submitting]);

  const renderQuestion = (index: number) => {
    const q = questions[index];
    if (!q) return null;
    return (
      <QuestionView
        key={q.id}
        question={q}
        index={index}
        count={questions.length}
        value={choices[q.id] ?? []}
        onToggle={(answerId, checked) => setChoices((c) => toggleChoice(c, q.id, answerId, checked))}
        onBinary={(value) => setChoices((c) => ({ ...c, [q.id]: [value] }))}
        onText={(value) => setChoices((c) => ({ ...c, [q.id]: [value] }))}
        onValues={(values) => setChoices((c) => ({ ...c, [q.id]: values }))}
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }} data-testid="quiz-form">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component={headingLevel}>
            {quiz.kind === 'learning_object'
              ? t('quizzes.titled', { title: quiz.title })
              : t(`quizzes.kind.${quiz.kind}`)}
          </Typography>
          <Typography color="text.secondary">
            {t('quizzes.take.passMark', { mark: quiz.passMark })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Chip
            variant="outlined"
            label={t('quizzes.take.answered', { answered, count: questions.length })}
          />
          {attempt.deadline && (
            <Chip
              icon={<AccessTime aria-hidden="true" />}
              variant="outlined"
              color={
                secondsLeft !== null && secondsLeft <= 10
                  ? 'error'
                  : secondsLeft !== null && secondsLeft <= 60
                    ? 'warning'
                    : 'default'
              }
              data-testid="quiz-time-left"
              label={
                <span>
                  {t('quizzes.take.timeLeft')}{' '}
                  <Countdown
                    target={attempt.deadline}
                    offsetMs={offsetMs}
                    label={t('quizzes.take.timeLeft')}
                    onZero={send}
                  />
                </span>
              }
            />
          )}
        </Stack>
      </Stack>
      <ParallelFormNotice kind={quiz.kind} form={attempt.form} />

      {attempt.deadline && <TimeWarning secondsLeft={secondsLeft} />}

      {onePage ? (
        <Stack spacing={3} divider={<Divider flexItem />}>
          {questions.map((_, i) => renderQuestion(i))}
        </Stack>
      ) : (
        <>
          <Box component="nav" aria-label={t('quizzes.take.navigator')} sx={{ mb: 3 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {questions.map((q, i) => {
                const done = isAnswered(choices, q);
                return (
                  <Button
                    key={q.id}
                    size="small"
                    variant={i === current ? 'contained' : done ? 'outlined' : 'text'}
                    aria-current={i === current ? 'step' : undefined}
                    aria-label={t(done ? 'quizzes.take.goToAnswered' : 'quizzes.take.goTo', { index: i + 1 })}
                    onClick={() => setCurrent(i)}
                    sx={{
                      minWidth: 40,
                      border: done || i === current ? undefined : 1,
                      borderColor: 'divider',
                    }}
                  >
                    {i + 1}
                  </Button>
                );
              })}
            </Stack>
          </Box>
          {renderQuestion(current)}
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            <Button variant="outlined" disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
              {t('quizzes.take.previous')}
            </Button>
            <Button
              variant="outlined"
              disabled={current >= questions.length - 1}
              onClick={() => setCurrent((c) => c + 1)}
            >
              {t('quizzes.take.next')}
            </Button>
          </Stack>
        </>
      )}

      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setConfirming(true)} loading={submitting}>
          {t('quizzes.take.submit')}
        </Button>
      </Box>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="quiz-confirm-title">
        <DialogTitle id="quiz-confirm-title">{t('quizzes.take.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {answered < questions.length
              ? t('quizzes.take.confirmUnanswered', { count: questions.length - answered })
              : t('quizzes.take.confirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('quizzes.take.cancel')}</Button>
          <Button variant="contained" onClick={send} data-testid="quiz-confirm-submit">
            {t('quizzes.take.confirmSubmit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
