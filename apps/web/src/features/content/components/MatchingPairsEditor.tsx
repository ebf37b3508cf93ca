import { Box, Stack, TextField, Typography } from '@mui/material';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { newAnswer, type QuizFormValues } from '../model/quizForm';
import { AnswerListFooter } from './AnswerListFooter';
import { MoveRemoveButtons } from './MoveRemoveButtons';

export interface MatchingPairsEditorProps {
  form: UseFormReturn<QuizFormValues>;
  /** The question's index in the quiz. */
  index: number;
  answers: UseFieldArrayReturn<QuizFormValues, `questions.${number}.answers`>;
  onRemoveAnswer: (remove: () => void) => void;
}

export function MatchingPairsEditor({ form, index, answers, onRemoveAnswer }: MatchingPairsEditorProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.questions?.[index];
  const prefix = `quiz-q${index}`;
  const msg = (m?: string) => (m ? translateMessage(m) : undefined);
  return (
    <Box>
      <Typography component="p" sx={{ mb: 1 }}>
        {t('content.quiz.matchingHint')}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('content.quiz.matchingExtraHint')}
      </Typography>
      <Stack spacing={{ xs: 2, sm: 1 }}>
        {answers.fields.map((answer, a) => {
          const error = errors?.answers?.[a];
          const number = a + 1;
          return (
            // A group named after the pair, so "Matches" says which prompt it belongs to. On a phone the prompt
            // and its match each take a whole row, the buttons the row below.
            <Box
              key={answer.id}
              role="group"
              aria-label={t('content.quiz.pair', { number })}
              data-testid="answer-editor"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
                gridTemplateAreas: { xs: '"prompt" "match" "actions"', sm: '"prompt match actions"' },
                columnGap: 1,
                rowGap: 1,
                alignItems: 'start',
              }}
            >
              <TextField
                id={`${prefix}-a${a}`}
                size="small"
                fullWidth
                label={t('content.quiz.prompt', { number })}
                {...form.register(`questions.${index}.answers.${a}.answer`)}
                error={Boolean(error?.answer)}
                helperText={msg(error?.answer?.message)}
                sx={{ gridArea: 'prompt' }}
              />
              <TextField
                id={`${prefix}-a${a}-match`}
                size="small"
                fullWidth
                label={t('content.quiz.matches')}
                {...form.register(`questions.${index}.answers.${a}.match`)}
                error={Boolean(error?.match)}
                helperText={msg(error?.match?.message)}
                sx={{ gridArea: 'match' }}
              />
              <MoveRemoveButtons
                index={a}
                count={answers.fields.length}
                onMove={(step) => answers.move(a, a + step)}
                onRemove={() => onRemoveAnswer(() => answers.remove(a))}
                labels={{
                  up: t('content.quiz.movePairUp', { number }),
                  down: t('content.quiz.movePairDown', { number }),
                  remove: t('content.quiz.deletePair', { number }),
                }}
                sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}
              />
            </Box>
          );
        })}
      </Stack>
      <AnswerListFooter
        error={errors?.answers}
        addLabel={t('content.quiz.addPair')}
        onAdd={() => answers.append(newAnswer())}
      />
    </Box>
  );
}
