// One question: QCM as checkboxes (any number may be right), BINARY as true / false radios.
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { questionTypes } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion } from '../api/startQuiz';

export interface QuestionViewProps {
  question: LearnerQuestion;
  index: number;
  count: number;
  value: string[];
  onToggle: (answerId: number, checked: boolean) => void;
  onBinary: (value: '1' | '0') => void;
}

export function QuestionView({ question, index, count, value, onToggle, onBinary }: QuestionViewProps) {
  const { t } = useTranslation();
  const legendId = `question-${question.id}-legend`;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }} data-testid="quiz-question">
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', mb: 1 }}>
        <span style={{ display: 'block', fontSize: '0.85rem', opacity: 0.85 }}>
          {t('quizzes.take.questionOf', { index: index + 1, count })}
          {question.type === questionTypes.QCM ? ` · ${t('quizzes.take.severalAnswers')}` : ''}
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
