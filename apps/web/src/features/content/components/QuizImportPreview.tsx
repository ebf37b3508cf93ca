// The preview of an imported file: each question as it will be saved, or why it is skipped, and what of it
// Parcours does not keep (feedback, categories, weights, media, other types), so nothing is lost unseen.
import { Alert, Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { isTypedAnswer, questionTypes } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/format/numbers';
import type { ImportPreview, ImportPreviewQuestion } from '../api/quizImport';
import { acceptedAnswerText } from '../model/acceptedAnswer';
import { ItemList, PairList } from './QuestionAnswerLists';

function Answers({ question }: { question: ImportPreviewQuestion }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = question.type !== null && isTypedAnswer(question.type);
  /** An accepted answer: a value with its tolerance, and the credit it earns. */
  const accepted = (a: ImportPreviewQuestion['answers'][number]) => {
    const answer = acceptedAnswerText(
      t,
      lang,
      question.type === questionTypes.NUMERICAL,
      a.answer,
      a.tolerance,
    );
    return `${answer} (${t('content.import.accepted', { credit: formatPercent(a.credit * 100, lang, 3) })})`;
  };
  if (question.type === questionTypes.BINARY) {
    const value = question.isValid === 1 ? t('content.quiz.true') : t('content.quiz.false');
    return <Typography variant="body2">{t('content.import.correctValue', { value })}</Typography>;
  }
  if (question.answers.length === 0) return null;
  if (question.type === questionTypes.MATCHING) return <PairList pairs={question.answers} />;
  if (question.type === questionTypes.ORDERING) return <ItemList items={question.answers} />;
  const caseSensitive = question.type === questionTypes.SHORT_ANSWER && question.caseSensitive === 1;
  return (
    <>
      {caseSensitive && <Typography variant="body2">{t('content.quiz.versions.caseSensitive')}</Typography>}
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {question.answers.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers of a preview have no id and never move
          <Typography component="li" variant="body2" key={i}>
            {typed ? (
              accepted(a)
            ) : (
              <>
                {a.answer}
                {a.isValid === 1 && ` (${t('content.import.correct')})`}
              </>
            )}
          </Typography>
        ))}
      </Box>
    </>
  );
}

function PreviewItem({ question }: { question: ImportPreviewQuestion }) {
  const { t } = useTranslation();
  const skipped = question.errors.length > 0;
  const headingId = `import-question-${question.number}`;
  return (
    <ListItem
      divider
      aria-labelledby={headingId}
      data-testid="import-question"
      sx={{ display: 'block', px: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} component="h4" variant="subtitle2">
          {t('content.quiz.questionNumber', { number: question.number })}
        </Typography>
        <Chip
          size="small"
          color={skipped ? 'error' : 'success'}
          label={skipped ? t('content.import.skipped') : t('content.import.imported')}
        />
        <Typography variant="caption" color="text.secondary">
          {question.sourceType}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {question.question}
      </Typography>
      <Answers question={question} />
      {question.errors.map((e) => (
        <Alert key={`${e.key}-${e.field}`} severity="error" sx={{ mt: 0.5 }}>
          {e.message}
        </Alert>
      ))}
      {question.notes.map((n) => (
        <Alert key={`${n.key}-${JSON.stringify(n.params)}`} severity="warning" sx={{ mt: 0.5 }}>
          {n.message}
        </Alert>
      ))}
    </ListItem>
  );
}

export function QuizImportPreview({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  return (
    <Box>
      {preview.errors.map((e) => (
        <Alert key={e.key} severity="error" sx={{ mb: 1 }}>
          {e.message}
        </Alert>
      ))}
      {preview.questions.length > 0 && (
        <Typography role="status" sx={{ mb: 1 }}>
          {t('content.import.summary', {
            count: preview.questions.length,
            importable: preview.importable,
            skipped: preview.skipped,
          })}
        </Typography>
      )}
      <List aria-label={t('content.import.previewLabel')} disablePadding>
        {preview.questions.map((q) => (
          <PreviewItem key={q.number} question={q} />
        ))}
      </List>
    </Box>
  );
}
