import { Box, Stack, TextField, Typography } from '@mui/material';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { newAnswer, type QuizFormValues } from '../model/quizForm';
import { AnswerListFooter } from './AnswerListFooter';
import { MoveRemoveButtons } from './MoveRemoveButtons';

export interface OrderingItemsEditorProps {
  form: UseFormReturn<QuizFormValues>;
  /** The question's index in the quiz. */
  index: number;
  answers: UseFieldArrayReturn<QuizFormValues, `questions.${number}.answers`>;
  onRemoveAnswer: (remove: () => void) => void;
}

export function OrderingItemsEditor({ form, index, answers, onRemoveAnswer }: OrderingItemsEditorProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.questions?.[index];
  const prefix = `quiz-q${index}`;
  return (
    <Box>
      <Typography component="p" sx={{ mb: 1 }}>
        {t('content.quiz.orderingHint')}
      </Typography>
      <Stack component="ol" spacing={{ xs: 2, sm: 1 }} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {answers.fields.map((answer, a) => {
          const error = errors?.answers?.[a]?.answer?.message;
          const number = a + 1;
          return (
            <Box
              component="li"
              key={answer.id}
              data-testid="answer-editor"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
                gridTemplateAreas: { xs: '"text" "actions"', sm: '"text actions"' },
                columnGap: 1,
                rowGap: 0.5,
                alignItems: 'start',
              }}
            >
              <TextField
                id={`${prefix}-a${a}`}
                size="small"
                fullWidth
                label={t('content.quiz.item', { number })}
                {...form.register(`questions.${index}.answers.${a}.answer`)}
                error={Boolean(error)}
                helperText={error ? translateMessage(error) : undefined}
                sx={{ gridArea: 'text' }}
              />
              <MoveRemoveButtons
                index={a}
                count={answers.fields.length}
                onMove={(step) => answers.move(a, a + step)}
                onRemove={() => onRemoveAnswer(() => answers.remove(a))}
                labels={{
                  up: t('content.quiz.moveItemUp', { number }),
                  down: t('content.quiz.moveItemDown', { number }),
                  remove: t('content.quiz.deleteItem', { number }),
                }}
                sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}
              />
            </Box>
          );
        })}
      </Stack>
      <AnswerListFooter
        error={errors?.answers}
        addLabel={t('content.quiz.addItem')}
        onAdd={() => answers.append(newAnswer())}
      />
    </Box>
  );
}
