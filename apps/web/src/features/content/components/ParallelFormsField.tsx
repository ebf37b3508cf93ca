// The course quiz's parallel forms switch (docs/design/adaptive.md §5): what it does, why it is fixed once the
// quiz has been taken, and while it is on, how the questions split between the two forms.
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import type { QuizFormValues } from '../model/quizForm';
import { ParallelFormsPreview } from './ParallelFormsPreview';

export interface ParallelFormsFieldProps {
  form: UseFormReturn<QuizFormValues>;
  /** The quiz has an attempt: the API refuses to switch forms on or off (error.parallelFormsFrozen). */
  locked: boolean;
}

export function ParallelFormsField({ form, locked }: ParallelFormsFieldProps) {
  const { t } = useTranslation();
  const on = useWatch({ control: form.control, name: 'parallelForms' });
  const error = form.formState.errors.parallelForms?.message;
  const describedBy = [
    'quiz-parallel-forms-help',
    locked && 'quiz-parallel-forms-locked',
    error && 'quiz-parallel-forms-error',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Box sx={{ mb: 3 }}>
      <Controller
        control={form.control}
        name="parallelForms"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                id="quiz-parallel-forms"
                checked={field.value}
                disabled={locked}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': describedBy } }}
              />
            }
            label={t('content.quiz.parallelForms')}
          />
        )}
      />
      <FormHelperText id="quiz-parallel-forms-help">{t('content.quiz.parallelFormsHelp')}</FormHelperText>
      {locked && (
        <FormHelperText id="quiz-parallel-forms-locked">
          {t('content.quiz.parallelFormsLocked')}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText id="quiz-parallel-forms-error" error>
          {translateMessage(error)}
        </FormHelperText>
      )}
      {on && <ParallelFormsPreview control={form.control} showShortfall={!error} />}
    </Box>
  );
}
