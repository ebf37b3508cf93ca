// One scale item of the survey: a radio group 0..10 or 1..5 whose ends are named in words, on screen under the
// scale and in the end values' own labels for screen readers.
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import type { FeedbackQuestion } from '../api/getFeedbackQuestions';

export function ScaleQuestion({
  question,
  value,
  onChange,
  error,
}: {
  question: FeedbackQuestion;
  value: number | undefined;
  onChange: (value: number) => void;
  error: boolean;
}) {
  const { t } = useTranslation();
  const nps = question.questionType === 'scale_0_10';
  const values = question.predefinedAnswers ?? (nps ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [1, 2, 3, 4, 5]);
  const low = values[0];
  const high = values[values.length - 1];
  const ends = nps ? 'feedback.scale.nps' : 'feedback.scale.likert';
  const labelId = `feedback-q${question.id}-label`;
  const helpId = `feedback-q${question.id}-help`;
  return (
    <FormControl
      component="fieldset"
      error={error}
      sx={{ width: '100%', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      data-testid={`feedback-question-${question.questionNumber}`}
    >
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {`${question.questionNumber}. ${question.questionText}`}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        name={`feedback-q${question.id}`}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        sx={{ gap: { xs: 0, sm: 0.5 } }}
      >
        {values.map((v) => (
          <FormControlLabel
            key={v}
            value={String(v)}
            control={<Radio size="small" />}
            labelPlacement="bottom"
            sx={{ mx: 0, minWidth: 36 }}
            label={
              <>
                {v}
                {(v === low || v === high) && (
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t(`${ends}.${v === low ? 'low' : 'high'}`)})`}
                  </Box>
                )}
              </>
            }
          />
        ))}
      </RadioGroup>
      {/* Said already in the end values' labels: shown, not read twice. */}
      <Box
        aria-hidden="true"
        data-testid="scale-ends"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          maxWidth: values.length * 44,
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span>{t('feedback.scale.end', { value: low, label: t(`${ends}.low`) })}</span>
        <Box component="span" sx={{ textAlign: 'right' }}>
          {t('feedback.scale.end', { value: high, label: t(`${ends}.high`) })}
        </Box>
      </Box>
      {error && <FormHelperText id={helpId}>{t('feedback.required')}</FormHelperText>}
    </FormControl>
  );
}
