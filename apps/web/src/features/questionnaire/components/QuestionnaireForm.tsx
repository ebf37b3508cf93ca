// The 44 items one at a time, with progress, back / next and submit; answers live in the questionnaire slice.
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { answerChosen, questionShown, useAppDispatch, useAppSelector } from '../../../shared/store';
import type { QuestionnaireItem } from '../api/getQuestionnaireQuestions';

export interface QuestionnaireFormProps {
  questions: QuestionnaireItem[];
  onSubmit: () => void;
  submitting: boolean;
  /** A message key or translated text shown above the item (e.g. unanswered items). */
  error: string | null;
}

export function QuestionnaireForm({ questions, onSubmit, submitting, error }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const responses = useAppSelector((s) => s.questionnaire.responses);
  const stored = useAppSelector((s) => s.questionnaire.current);
  const total = questions.length;
  const current = Math.min(stored, total - 1);
  const question = questions[current];
  const answered = questions.filter((q) => responses[q.id] === 'a' || responses[q.id] === 'b').length;
  const isLast = current === total - 1;

  // Moving to another item puts the focus on it, so keyboard and screen-reader users follow the change.
  const itemRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows each change of item
  useEffect(() => {
    if (moved.current) itemRef.current?.focus();
  }, [current]);
  const go = (index: number) => {
    moved.current = true;
    dispatch(questionShown(Math.max(0, Math.min(index, total - 1))));
  };
  // An error moves the view to the first unanswered item: announce it there too.
  useEffect(() => {
    if (error) moved.current = true;
  }, [error]);

  if (!question) return null;
  const groupId = `questionnaire-item-${question.id}`;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 }, borderRadius: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="questionnaire-position">
          {t('questionnaire.form.position', { current: current + 1, total })}
        </Typography>
        <Typography color="text.secondary">
          {t('questionnaire.form.answered', { count: answered, total })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={total ? ((current + 1) / total) * 100 : 0}
        aria-label={t('questionnaire.form.progressLabel', { current: current + 1, total })}
        sx={{ height: 8, borderRadius: 4, mb: 3 }}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {translateMessage(error)}
        </Alert>
      )}
      <Box
        ref={itemRef}
        tabIndex={-1}
        sx={{ outline: 'none', '&:focus-visible': { outline: '2px solid', outlineOffset: 4 } }}
      >
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <Typography
            component="legend"
            id={`${groupId}-legend`}
            variant="h3"
            sx={{ fontSize: '1.25rem', mb: 2 }}
          >
            {question.question}
          </Typography>
          <RadioGroup
            name={groupId}
            aria-labelledby={`${groupId}-legend`}
            value={responses[question.id] ?? ''}
            onChange={(event) =>
              dispatch(answerChosen({ questionId: question.id, answer: event.target.value as 'a' | 'b' }))
            }
          >
            {question.answers.map((answer) => (
              <FormControlLabel
                key={answer.key}
                value={answer.key}
                control={<Radio />}
                label={answer.answer}
                sx={{
                  border: 1,
                  borderColor: responses[question.id] === answer.key ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  mx: 0,
                  mb: 1.5,
                  py: 1,
                  pr: 2,
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => go(current - 1)} disabled={current === 0}>
          {t('questionnaire.form.back')}
        </Button>
        {isLast ? (
          <Button variant="contained" onClick={onSubmit} disabled={submitting}>
            {submitting ? t('questionnaire.form.submitting') : t('questionnaire.form.submit')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => go(current + 1)}>
            {t('questionnaire.form.next')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
