// How the questions as they stand in the builder split into the two parallel forms, by level: the split the API
// will make (splitForms), so the author sees it balance while setting levels.
import { Box, Typography } from '@mui/material';
import { canSplitForms, learnerLevels, quizForms, splitForms } from '@parcours/shared';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formQuestions, type QuizFormValues } from '../model/quizForm';

const levelsShown = [...learnerLevels, 'none'] as const;

export interface ParallelFormsPreviewProps {
  control: Control<QuizFormValues>;
  /** Whether to say that the questions are too few to split; not while an error under the switch says so. */
  showShortfall: boolean;
}

export function ParallelFormsPreview({ control, showShortfall }: ParallelFormsPreviewProps) {
  const { t, i18n } = useTranslation();
  const questions = formQuestions(useWatch({ control, name: 'questions' }));
  const split = canSplitForms(questions) ? splitForms(questions) : null;
  const list = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' });
  return (
    <Box role="status" data-testid="parallel-forms-preview" sx={{ mt: 1 }}>
      {split
        ? quizForms.map((form) => {
            const mine = questions.filter((q) => split.get(q.id) === form);
            const levels = levelsShown
              .map((level) => ({
                level,
                count: mine.filter((q) => (q.level ?? 'none') === level).length,
              }))
              .filter((x) => x.count > 0)
              .map((x) => t(`content.quiz.forms.${x.level}`, { count: x.count }));
            return (
              <Typography key={form} variant="body2">
                {t('content.quiz.forms.form', { form, count: mine.length, levels: list.format(levels) })}
              </Typography>
            );
          })
        : showShortfall && (
            <Typography variant="body2" color="text.secondary">
              {translateMessage('validation.parallelFormsTwoQuestions')}
            </Typography>
          )}
    </Box>
  );
}
