import {
  Box,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatPercent } from '../../../shared/format/numbers';
import { creditChoices, newAnswer, type QuizFormValues } from '../model/quizForm';
import { AnswerListFooter } from './AnswerListFooter';
import { MoveRemoveButtons } from './MoveRemoveButtons';

export interface AcceptedAnswersEditorProps {
  form: UseFormReturn<QuizFormValues>;
  /** The question's index in the quiz. */
  index: number;
  answers: UseFieldArrayReturn<QuizFormValues, `questions.${number}.answers`>;
  /** A numerical question: values with a tolerance; otherwise a short answer's texts. */
  numerical: boolean;
  onRemoveAnswer: (remove: () => void) => void;
}

export function AcceptedAnswersEditor({
  form,
  index,
  answers,
  numerical,
  onRemoveAnswer,
}: AcceptedAnswersEditorProps) {
  const { t, i18n } = useTranslation();
  const errors = form.formState.errors.questions?.[index];
  const prefix = `quiz-q${index}`;
  const msg = (m?: string) => (m ? translateMessage(m) : undefined);
  /** A credit (a fraction as text) in percent: Moodle's 66.66667 % reads 66.667 %. */
  const creditLabel = (credit: string) => formatPercent(Number(credit) * 100, i18n.language, 3);
  return (
    <Box>
      <Typography component="p" sx={{ mb: 1 }}>
        {numerical ? t('content.quiz.numericalHint') : t('content.quiz.shortAnswerHint')}
      </Typography>
      {!numerical && (
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('content.quiz.wildcardHint')}
        </Typography>
      )}
      <Stack spacing={{ xs: 2, sm: 1 }}>
        {answers.fields.map((answer, a) => {
          const error = errors?.answers?.[a];
          const number = a + 1;
          return (
            // A group named after the answer, so "Tolerance" and "Credit" say which answer they belong to. On a
            // phone the value takes the whole row, its tolerance and credit the row below, then the buttons.
            <Box
              key={answer.id}
              role="group"
              aria-label={t('content.quiz.acceptedAnswer', { number })}
              data-testid="answer-editor"
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) minmax(0, 1fr)',
                  sm: numerical ? 'minmax(0, 1fr) 8rem 9rem auto' : 'minmax(0, 1fr) 9rem auto',
                },
                gridTemplateAreas: {
                  xs: numerical
                    ? '"text text" "tolerance credit" ". actions"'
                    : '"text text" "credit actions"',
                  sm: numerical ? '"text tolerance credit actions"' : '"text credit actions"',
                },
                columnGap: 1,
                rowGap: 1,
                alignItems: 'start',
              }}
            >
              <TextField
                id={`${prefix}-a${a}`}
                size="small"
                fullWidth
                label={t('content.quiz.answer', { number })}
                {...form.register(`questions.${index}.answers.${a}.answer`)}
                error={Boolean(error?.answer)}
                helperText={msg(error?.answer?.message)}
                slotProps={{ htmlInput: numerical ? { inputMode: 'decimal' } : {} }}
                sx={{ gridArea: 'text' }}
              />
              {numerical && (
                <TextField
                  id={`${prefix}-a${a}-tolerance`}
                  size="small"
                  fullWidth
                  label={t('content.quiz.tolerance')}
                  {...form.register(`questions.${index}.answers.${a}.tolerance`)}
                  error={Boolean(error?.tolerance)}
                  helperText={msg(error?.tolerance?.message)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ gridArea: 'tolerance' }}
                />
              )}
              <Controller
                control={form.control}
                name={`questions.${index}.answers.${a}.credit`}
                render={({ field }) => (
                  <TextField
                    select
                    id={`${prefix}-a${a}-credit`}
                    size="small"
                    fullWidth
                    label={t('content.quiz.credit')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(error?.credit)}
                    helperText={msg(error?.credit?.message)}
                    sx={{ gridArea: 'credit' }}
                  >
                    {/* A stored credit that is not one of the choices (set elsewhere) stays selectable. */}
                    {(creditChoices.includes(field.value) || field.value === ''
                      ? creditChoices
                      : [field.value, ...creditChoices]
                    ).map((credit) => (
                      <MenuItem key={credit} value={credit}>
                        {creditLabel(credit)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <MoveRemoveButtons
                index={a}
                count={answers.fields.length}
                onMove={(step) => answers.move(a, a + step)}
                onRemove={() => onRemoveAnswer(() => answers.remove(a))}
                labels={{
                  up: t('content.quiz.moveAnswerUp', { number }),
                  down: t('content.quiz.moveAnswerDown', { number }),
                  remove: t('content.quiz.deleteAnswer', { number }),
                }}
                sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}
              />
            </Box>
          );
        })}
      </Stack>
      <AnswerListFooter
        error={errors?.answers}
        addLabel={t('content.quiz.addAcceptedAnswer')}
        onAdd={() => answers.append(newAnswer())}
      />
      {!numerical && (
        <Box>
          <Controller
            control={form.control}
            name={`questions.${index}.caseSensitive`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { 'aria-describedby': `${prefix}-case-help` } }}
                  />
                }
                label={t('content.quiz.caseSensitive')}
              />
            )}
          />
          <FormHelperText id={`${prefix}-case-help`} sx={{ mt: 0 }}>
            {t('content.quiz.caseSensitiveHelp')}
          </FormHelperText>
        </Box>
      )}
    </Box>
  );
}
