// A matching question while taking a quiz: each prompt, in the author's order, with a list of the question's
// choices (every match, extra answers included, sorted) named by the prompt; the learner picks one per prompt, or
// leaves it. A native list, so a phone shows its own picker and any length of text reads.
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion } from '../api/startQuiz';
import { chooseMatch, matchedChoice } from '../model/answers';

export interface MatchingAnswerProps {
  question: LearnerQuestion;
  /** `"<promptId>:<choiceIndex>"` per prompt matched. */
  value: string[];
  onChange: (value: string[]) => void;
}

export function MatchingAnswer({ question, value, onChange }: MatchingAnswerProps) {
  const { t } = useTranslation();
  const promptIds = question.answers.map((p) => p.id);
  return (
    <Stack spacing={{ xs: 2, sm: 1.5 }} data-testid="matching-answer">
      {question.answers.map((prompt) => {
        const id = `question-${question.id}-prompt-${prompt.id}`;
        const chosen = matchedChoice(value, prompt.id);
        return (
          // On a phone the prompt sits above its list; wider, beside it.
          <Box
            key={prompt.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
              columnGap: 2,
              rowGap: 0.5,
              alignItems: 'center',
              overflowWrap: 'anywhere',
            }}
          >
            <Typography component="label" htmlFor={id}>
              {prompt.answer}
            </Typography>
            <TextField
              select
              id={id}
              size="small"
              fullWidth
              value={chosen === null ? '' : String(chosen)}
              onChange={(e) =>
                onChange(
                  chooseMatch(
                    value,
                    promptIds,
                    prompt.id,
                    e.target.value === '' ? null : Number(e.target.value),
                  ),
                )
              }
              slotProps={{ select: { native: true } }}
            >
              <option value="">{t('quizzes.take.chooseMatch')}</option>
              {question.choices.map((choice, index) => (
                <option key={choice} value={String(index)}>
                  {choice}
                </option>
              ))}
            </TextField>
          </Box>
        );
      })}
    </Stack>
  );
}
