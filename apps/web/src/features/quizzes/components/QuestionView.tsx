// One question: QCM as checkboxes (any number may be right), BINARY as true / false radios, NUMERICAL and
// SHORT_ANSWER (and OPEN) as a text field, MATCHING as a list of choices per prompt (MatchingAnswer), ORDERING as
// items moved up and down (OrderingAnswer). A numerical answer is typed as the learner writes numbers ("9,81" in
// French), with the phone's decimal keyboard; the API reads it.
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { questionTypes } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion } from '../api/startQuiz';
import { isTyped } from '../model/answers';
import { MatchingAnswer } from './MatchingAnswer';
import { OrderingAnswer } from './OrderingAnswer';

export interface QuestionViewProps {
  question: LearnerQuestion;
  index: number;
  count: number;
  value: string[];
  onToggle: (answerId: number, checked: boolean) => void;
  onBinary: (value: '1' | '0') => void;
  /** The text of a typed answer, as typed. */
  onText: (value: string) => void;
  /** A matching question's matches or an ordering question's order, whole. */
  onValues: (value: string[]) => void;
}

/** The line above the question saying how it is answered. */
const answerKind: Partial<Record<number, string>> = {
  [questionTypes.QCM]: 'quizzes.take.severalAnswers',
  [questionTypes.NUMERICAL]: 'quizzes.take.numberAnswer',
  [questionTypes.SHORT_ANSWER]: 'quizzes.take.shortAnswer',
  [questionTypes.MATCHING]: 'quizzes.take.matchingAnswer',
  [questionTypes.ORDERING]: 'quizzes.take.orderingAnswer',
};

export function QuestionView({
  question,
  index,
  count,
  value,
  onToggle,
  onBinary,
  onText,
  onValues,
}: QuestionViewProps) {
  const { t } = useTranslation();
  const legendId = `question-${question.id}-legend`;
  const kind = answerKind[question.type];
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }} data-testid="quiz-question">
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', mb: 1 }}>
        <span style={{ display: 'block', fontSize: '0.85rem', opacity: 0.85 }}>
          {t('quizzes.take.questionOf', { index: index + 1, count })}
          {kind ? ` · ${t(kind)}` : ''}
        </span>
        <span style={{ display: 'block', fontSize: '1.15rem', fontWeight: 600 }}>{question.question}</span>
      </FormLabel>
      {question.type === questionTypes.BINARY ? (
        <RadioGroup
          aria-labelledby={legendId}
          value={value[0] ?? ''}
          onChange={(e) => onBinary(e.target.value === '1' ? '1' : '0')}
        >
          <FormControlLabel value="1" control={<Radio />} label={t('quizzes.take.true')} />
          <FormControlLabel value="0" control={<Radio />} label={t('quizzes.take.false')} />
        </RadioGroup>
      ) : question.type === questionTypes.MATCHING ? (
        <MatchingAnswer question={question} value={value} onChange={onValues} />
      ) : question.type === questionTypes.ORDERING ? (
        <OrderingAnswer question={question} value={value} onChange={onValues} labelledBy={legendId} />
      ) : isTyped(question.type) ? (
        <TextField
          id={`question-${question.id}-answer`}
          label={t('quizzes.take.yourAnswer')}
          value={value[0] ?? ''}
          onChange={(e) => onText(e.target.value)}
          multiline={question.type === questionTypes.OPEN}
          minRows={question.type === questionTypes.OPEN ? 3 : undefined}
          autoComplete="off"
          fullWidth
          helperText={question.type === questionTypes.NUMERICAL ? t('quizzes.take.numberHint') : undefined}
          slotProps={{
            htmlInput: {
              // The question, then the hint: the label only says "Your answer".
              'aria-describedby': [
                legendId,
                question.type === questionTypes.NUMERICAL && `question-${question.id}-answer-helper-text`,
              ]
                .filter(Boolean)
                .join(' '),
              ...(question.type === questionTypes.NUMERICAL ? { inputMode: 'decimal' } : {}),
            },
          }}
          sx={{ maxWidth: question.type === questionTypes.OPEN ? undefined : 480 }}
        />
      ) : (
        <FormGroup>
          {question.answers.map((answer) => (
            <FormControlLabel
              key={answer.id}
              control={
                <Checkbox
                  checked={value.includes(String(answer.id))}
                  onChange={(e) => onToggle(answer.id, e.target.checked)}
                />
              }
              label={answer.answer}
            />
          ))}
        </FormGroup>
      )}
    </FormControl>
  );
}
