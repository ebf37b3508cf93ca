import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { isTypedAnswer, learnerLevels, questionTypes } from '@parcours/shared';
import { useRef } from 'react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { answersForType, newAnswer, type QuizFormValues } from '../model/quizForm';
import { AcceptedAnswersEditor } from './AcceptedAnswersEditor';
import { AnswerListFooter } from './AnswerListFooter';
import { MatchingPairsEditor } from './MatchingPairsEditor';
import { MoveRemoveButtons } from './MoveRemoveButtons';
import { OrderingItemsEditor } from './OrderingItemsEditor';

export interface QuestionEditorProps {
  form: UseFormReturn<QuizFormValues>;
  index: number;
  count: number;
  /** The course quiz with parallel forms: the forms are balanced by each question's level. */
  showLevel: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onRemoveAnswer: (remove: () => void) => void;
}

export function QuestionEditor({
  form,
  index,
  count,
  showLevel,
  onMove,
  onRemove,
  onRemoveAnswer,
}: QuestionEditorProps) {
  const { t } = useTranslation();
  const answers = useFieldArray({ control: form.control, name: `questions.${index}.answers` });
  const type = form.watch(`questions.${index}.type`);
  // The type the answers were last edited as: a true/false question has none of its own, so switching through
  // it keeps those of the type before.
  const answersType = useRef<number | null>(type === questionTypes.BINARY ? null : type);
  const errors = form.formState.errors.questions?.[index];
  const number = index + 1;
  const prefix = `quiz-q${index}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="question-editor">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('content.quiz.questionNumber', { number })}
        </Typography>
        <MoveRemoveButtons
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          labels={{
            up: t('content.quiz.moveUp', { number }),
            down: t('content.quiz.moveDown', { number }),
            remove: t('content.quiz.deleteQuestion', { number }),
          }}
        />
      </Stack>
      <Stack spacing={2}>
        <TextField
          id={`${prefix}-text`}
          label={t('content.quiz.question')}
          multiline
          fullWidth
          {...form.register(`questions.${index}.question`)}
          error={Boolean(errors?.question)}
          helperText={errors?.question?.message ? translateMessage(errors.question.message) : undefined}
        />
        <Controller
          control={form.control}
          name={`questions.${index}.type`}
          render={({ field }) => (
            <TextField
              select
              id={`${prefix}-type`}
              label={t('content.quiz.type')}
              value={field.value}
              onChange={(e) => {
                const next = Number(e.target.value) as typeof field.value;
                if (next === field.value) return;
                field.onChange(next);
                if (next === questionTypes.BINARY) return;
                const current = form.getValues(`questions.${index}.answers`);
                const kept = answersForType(answersType.current, next, current);
                if (kept !== current) answers.replace(kept);
                answersType.current = next;
              }}
              sx={{ maxWidth: 280 }}
            >
              <MenuItem value={questionTypes.BINARY}>{t('content.quiz.binary')}</MenuItem>
              <MenuItem value={questionTypes.QCM}>{t('content.quiz.qcm')}</MenuItem>
              <MenuItem value={questionTypes.NUMERICAL}>{t('content.quiz.numerical')}</MenuItem>
              <MenuItem value={questionTypes.SHORT_ANSWER}>{t('content.quiz.shortAnswer')}</MenuItem>
              <MenuItem value={questionTypes.MATCHING}>{t('content.quiz.matching')}</MenuItem>
              <MenuItem value={questionTypes.ORDERING}>{t('content.quiz.ordering')}</MenuItem>
            </TextField>
          )}
        />
        {showLevel && (
          <Controller
            control={form.control}
            name={`questions.${index}.level`}
            render={({ field }) => (
              <TextField
                select
                id={`${prefix}-level`}
                label={t('content.quiz.level')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ maxWidth: 280 }}
              >
                <MenuItem value="">{t('content.quiz.noLevel')}</MenuItem>
                {learnerLevels.map((level) => (
                  <MenuItem key={level} value={level}>
                    {t(`content.unit.types.${level}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        {type === questionTypes.BINARY ? (
          <Controller
            control={form.control}
            name={`questions.${index}.isValid`}
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${prefix}-valid`}>{t('content.quiz.correctValue')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${prefix}-valid`}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <FormControlLabel value="1" control={<Radio />} label={t('content.quiz.true')} />
                  <FormControlLabel value="0" control={<Radio />} label={t('content.quiz.false')} />
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : isTypedAnswer(type) ? (
          <AcceptedAnswersEditor
            form={form}
            index={index}
            answers={answers}
            numerical={type === questionTypes.NUMERICAL}
            onRemoveAnswer={onRemoveAnswer}
          />
        ) : type === questionTypes.MATCHING ? (
          <MatchingPairsEditor form={form} index={index} answers={answers} onRemoveAnswer={onRemoveAnswer} />
        ) : type === questionTypes.ORDERING ? (
          <OrderingItemsEditor form={form} index={index} answers={answers} onRemoveAnswer={onRemoveAnswer} />
        ) : (
          <Box>
            <Typography component="p" sx={{ mb: 1 }}>
              {t('content.quiz.answersHint')}
            </Typography>
            <Stack spacing={{ xs: 2, sm: 1 }}>
              {answers.fields.map((answer, a) => {
                const answerError = errors?.answers?.[a]?.answer?.message;
                return (
                  // On a phone the answer text takes the whole row, its controls on the row below.
                  <Box
                    key={answer.id}
                    data-testid="answer-editor"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
                      gridTemplateAreas: {
                        xs: '"text text" "correct actions"',
                        sm: '"correct text actions"',
                      },
                      columnGap: 1,
                      rowGap: 0.5,
                      alignItems: 'start',
                    }}
                  >
                    <Box sx={{ gridArea: 'correct' }}>
                      <Controller
                        control={form.control}
                        name={`questions.${index}.answers.${a}.isValid`}
                        render={({ field }) => (
                          <Checkbox
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                            slotProps={{
                              input: { 'aria-label': t('content.quiz.answerCorrect', { number: a + 1 }) },
                            }}
                          />
                        )}
                      />
                    </Box>
                    <TextField
                      id={`${prefix}-a${a}`}
                      size="small"
                      fullWidth
                      label={t('content.quiz.answer', { number: a + 1 })}
                      {...form.register(`questions.${index}.answers.${a}.answer`)}
                      error={Boolean(answerError)}
                      helperText={answerError ? translateMessage(answerError) : undefined}
                      sx={{ gridArea: 'text', mt: { sm: 0.25 } }}
                    />
                    <MoveRemoveButtons
                      index={a}
                      count={answers.fields.length}
                      onMove={(step) => answers.move(a, a + step)}
                      onRemove={() => onRemoveAnswer(() => answers.remove(a))}
                      labels={{
                        up: t('content.quiz.moveAnswerUp', { number: a + 1 }),
                        down: t('content.quiz.moveAnswerDown', { number: a + 1 }),
                        remove: t('content.quiz.deleteAnswer', { number: a + 1 }),
                      }}
                      sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}
                    />
                  </Box>
                );
              })}
            </Stack>
            <AnswerListFooter
              error={errors?.answers}
              addLabel={t('content.quiz.addAnswer')}
              onAdd={() => answers.append(newAnswer())}
            />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
