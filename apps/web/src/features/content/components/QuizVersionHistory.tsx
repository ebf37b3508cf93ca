// The version history of a quiz in its builder (docs/design/adaptive.md §2): each version with when and by whom
// it was made, its questions, the attempts taken on it and what it changed. Editing the questions or answers of
// a version with attempts makes a new one, so the admin is told before editing (QuizVersionNotice). A list, not a table, so it reads
// on a phone as well as on a desk.
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { isTypedAnswer, questionTypes } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { formatPercent } from '../../../shared/format/numbers';
import { useQuizVersion } from '../api/quizVersion';
import { type QuizVersionRecord, useQuizVersions } from '../api/quizVersions';
import { acceptedAnswerText } from '../model/acceptedAnswer';
import { ItemList, PairList } from './QuestionAnswerLists';

const perPage = 5;

/**
 * Shown above the questions: when the current version has attempts, saving changed questions makes a new one.
 * Reads the first page of the history (the same request as the list below).
 */
export function QuizVersionNotice({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const current = useQuizVersions(quizId, 1, perPage).data?.data.find((v) => v.isCurrent);
  if (!current || current.attemptsCount === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="quiz-version-notice">
      {t('content.quiz.versions.willMakeNew', {
        count: current.attemptsCount,
        version: current.version,
        next: current.version + 1,
      })}
    </Alert>
  );
}

export function QuizVersionHistory({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const versions = useQuizVersions(quizId, page, perPage);
  const total = versions.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));

  return (
    <Box component="section" aria-labelledby="quiz-versions-title" sx={{ mt: 3 }} data-testid="quiz-versions">
      <Typography id="quiz-versions-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('content.quiz.versions.title')}
      </Typography>
      {versions.isPending && <CircularProgress size={24} aria-label={t('content.quiz.versions.loading')} />}
      {versions.isError && <Alert severity="error">{t('content.quiz.versions.error')}</Alert>}
      {versions.data && (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {versions.data.data.map((v) => (
            <VersionItem key={v.version} quizId={quizId} version={v} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('content.quiz.versions.newer')}
          </Button>
          <Typography variant="body2">{t('content.quiz.versions.page', { page, pages })}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('content.quiz.versions.older')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function VersionItem({ quizId, version: v }: { quizId: number; version: QuizVersionRecord }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = `quiz-version-${v.version}-questions`;
  const parts = v.changes
    ? (['added', 'removed', 'edited'] as const)
        .filter((kind) => v.changes![kind] > 0)
        .map((kind) => t(`content.quiz.versions.${kind}`, { count: v.changes![kind] }))
    : [];
  const changes = !v.changes
    ? t('content.quiz.versions.first')
    : parts.length > 0
      ? parts.join(', ')
      : t('content.quiz.versions.noChange');
  return (
    <Box
      component="li"
      data-testid="quiz-version"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, overflowWrap: 'anywhere' }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {v.isCurrent
          ? t('content.quiz.versions.currentName', { version: v.version })
          : t('content.quiz.versions.name', { version: v.version })}
      </Typography>
      <Typography variant="body2">
        {t('content.quiz.versions.madeBy', {
          date: formatDateTime(v.createdAt),
          name: v.createdBy?.name ?? t('content.quiz.versions.unknown'),
        })}
      </Typography>
      <Typography variant="body2">
        {[
          t('content.quiz.questionsCount', { count: v.questionsCount }),
          t('content.quiz.versions.attempts', { count: v.attemptsCount }),
        ].join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {changes}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 0.5, ml: -0.75 }}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open
          ? t('content.quiz.versions.hideQuestions')
          : t('content.quiz.versions.showQuestions', { version: v.version })}
      </Button>
      {open && <VersionQuestions quizId={quizId} version={v.version} id={listId} />}
    </Box>
  );
}

/**
 * The questions of a version as they were, each answer marked correct or not in words; a numerical or short
 * answer's accepted answers with their credit (and tolerance); a matching question's pairs ("prompt → match",
 * extra answers said as such); an ordering question's items numbered in the correct order.
 */
function VersionQuestions({ quizId, version, id }: { quizId: number; version: number; id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const detail = useQuizVersion(quizId, version, true);
  if (detail.isPending) return <CircularProgress size={20} aria-label={t('content.quiz.versions.loading')} />;
  if (detail.isError) return <Alert severity="error">{t('content.quiz.versions.error')}</Alert>;
  return (
    <Box component="ol" id={id} sx={{ mt: 1, mb: 0, pl: 3 }} data-testid="quiz-version-questions">
      {detail.data.questions.map((q) => (
        <Box component="li" key={q.id} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {q.question}
          </Typography>
          {q.type === questionTypes.BINARY ? (
            <Typography variant="body2">
              {t('content.quiz.versions.correctValue', {
                value: q.isValid === 1 ? t('content.quiz.true') : t('content.quiz.false'),
              })}
            </Typography>
          ) : q.type === questionTypes.MATCHING ? (
            <PairList pairs={q.answers} />
          ) : q.type === questionTypes.ORDERING ? (
            <ItemList items={q.answers} />
          ) : isTypedAnswer(q.type) ? (
            <>
              {q.type === questionTypes.SHORT_ANSWER && q.caseSensitive === 1 && (
                <Typography variant="body2">{t('content.quiz.versions.caseSensitive')}</Typography>
              )}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {q.answers.map((a) => (
                  <Typography component="li" variant="body2" key={a.id}>
                    {t('content.quiz.versions.acceptedAnswer', {
                      answer: acceptedAnswerText(
                        t,
                        lang,
                        q.type === questionTypes.NUMERICAL,
                        a.answer,
                        a.tolerance,
                      ),
                      credit: formatPercent(a.credit * 100, lang, 3),
                    })}
                  </Typography>
                ))}
              </Box>
            </>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {q.answers.map((a) => (
                <Typography component="li" variant="body2" key={a.id}>
                  {a.isValid === 1
                    ? t('content.quiz.versions.correctAnswer', { answer: a.answer })
                    : a.answer}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
