// The review of a learning-object quiz after it is submitted (docs/design/adaptive.md §5): these quizzes are
// practice, so each question says right or wrong, what the learner answered and the correct answer. The server
// sends it for learning-object quizzes only; a course quiz's result never has one. Right and wrong are written
// out and marked by an icon, never by colour alone; everything wraps to fit a phone. A numerical or short answer
// may earn part of the mark: the review says the credit it earned and lists the accepted answers. So may a
// matching question (each prompt with the learner's match and, when wrong, the correct one) and an ordering one
// (the learner's order beside the correct one, one above the other on a phone).
import { Cancel, CheckCircle, Contrast, HelpOutline } from '@mui/icons-material';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { QuizReviewItem } from '@parcours/shared';
import { isTypedAnswer, questionTypes } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPercent } from '../../../shared/format/numbers';
import type { Camelize } from '../../../shared/http';

export type ReviewItem = Camelize<QuizReviewItem>;

const nextLevel = { h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' } as const;

export function QuizReview({
  items,
  headingLevel = 'h2',
}: {
  items: ReviewItem[];
  /** The level of the result's heading: the review's heading sits one below it. */
  headingLevel?: keyof typeof nextLevel;
}) {
  const { t } = useTranslation();
  const headingId = 'quiz-review-title';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
      data-testid="quiz-review"
    >
      <Typography id={headingId} variant="h6" component={nextLevel[headingLevel]} sx={{ mb: 2 }}>
        {t('quizzes.review.title')}
      </Typography>
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item, index) => (
          <ReviewQuestion key={item.questionId} item={item} index={index} />
        ))}
      </Stack>
    </Paper>
  );
}

/** What a question earned: right, wrong, part of the mark (partial credit) or not scored. */
type Outcome = 'right' | 'partial' | 'wrong' | 'notScored';

/** The types that may earn part of the mark: typed answers, matching and ordering questions. */
function earnsCredit(type: number): boolean {
  return isTypedAnswer(type) || type === questionTypes.MATCHING || type === questionTypes.ORDERING;
}

function outcomeOf(item: ReviewItem): Outcome {
  if (item.isCorrect === null) return 'notScored';
  if (item.isCorrect) return 'right';
  return earnsCredit(item.type) && (item.credit ?? 0) > 0 ? 'partial' : 'wrong';
}

function Verdict({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome === 'partial') {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Contrast color="warning" fontSize="small" aria-hidden="true" />
        <Typography variant="body2" sx={{ fontWeight: 700 }} color="warning.dark">
          {t('quizzes.review.partlyRight')}
        </Typography>
      </Stack>
    );
  }
  const isCorrect = outcome === 'notScored' ? null : outcome === 'right';
  if (isCorrect === null) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <HelpOutline color="action" fontSize="small" aria-hidden="true" />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('quizzes.review.notScored')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {isCorrect ? (
        <CheckCircle color="success" fontSize="small" aria-hidden="true" />
      ) : (
        <Cancel color="error" fontSize="small" aria-hidden="true" />
      )}
      <Typography variant="body2" sx={{ fontWeight: 700 }} color={isCorrect ? 'success.main' : 'error.main'}>
        {isCorrect ? t('quizzes.review.right') : t('quizzes.review.wrong')}
      </Typography>
    </Stack>
  );
}

function ReviewQuestion({ item, index }: { item: ReviewItem; index: number }) {
  const { t } = useTranslation();
  const binary = (value: string | null) =>
    value === null
      ? t('quizzes.review.noAnswer')
      : value === '1'
        ? t('quizzes.take.true')
        : t('quizzes.take.false');
  return (
    <Box
      component="li"
      data-testid="quiz-review-item"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, overflowWrap: 'anywhere' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('quizzes.review.question', { index: index + 1 })}
        </Typography>
        <Verdict outcome={outcomeOf(item)} />
      </Stack>
      <Typography sx={{ mt: 0.5, mb: 1, fontWeight: 500 }}>{item.question}</Typography>
      {item.type === questionTypes.QCM ? (
        <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {item.answers.map((answer) => (
            <Stack
              component="li"
              key={answer.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography component="span" sx={{ flex: '1 1 12rem' }}>
                {answer.answer}
              </Typography>
              {answer.chosen && <Tag>{t('quizzes.review.yourChoice')}</Tag>}
              {answer.correct && <Tag strong>{t('quizzes.review.correctChoice')}</Tag>}
            </Stack>
          ))}
        </Stack>
      ) : isTypedAnswer(item.type) ? (
        <TypedAnswerReview item={item} />
      ) : item.type === questionTypes.MATCHING ? (
        <MatchingReview item={item} />
      ) : item.type === questionTypes.ORDERING ? (
        <OrderingReview item={item} />
      ) : (
        <Stack spacing={0.5}>
          <Typography variant="body2">
            {t('quizzes.review.yourAnswer', {
              answer:
                item.type === questionTypes.BINARY
                  ? binary(item.givenValue)
                  : (item.givenValue ?? t('quizzes.review.noAnswer')),
            })}
          </Typography>
          {item.correctValue !== null && (
            <Typography variant="body2">
              {t('quizzes.review.correctAnswer', { answer: binary(item.correctValue) })}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * A numerical or short answer: what the learner typed, the credit it earned, and the accepted answers (a value
 * with its tolerance; the credit of one earning less than the whole mark).
 */
function TypedAnswerReview({ item }: { item: ReviewItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const numerical = item.type === questionTypes.NUMERICAL;
  const percent = (credit: number) => formatPercent(credit * 100, lang);
  const accepted = item.accepted ?? [];
  const listId = `quiz-review-${item.questionId}-accepted`;
  const acceptedText = (a: (typeof accepted)[number]) => {
    const value =
      numerical && Number.isFinite(Number(a.answer)) ? formatDecimal(Number(a.answer), lang) : a.answer;
    const answer =
      numerical && a.tolerance
        ? t('quizzes.review.withTolerance', { value, tolerance: formatDecimal(a.tolerance, lang) })
        : value;
    return a.credit < 1 ? t('quizzes.review.acceptedCredit', { answer, credit: percent(a.credit) }) : answer;
  };
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {t('quizzes.review.yourAnswer', {
          answer: item.givenValue?.trim() ? item.givenValue : t('quizzes.review.noAnswer'),
        })}
      </Typography>
      <CreditLine credit={item.credit} />
      {accepted.length > 0 && (
        <>
          <Typography variant="body2" id={listId}>
            {t('quizzes.review.acceptedAnswers', { count: accepted.length })}
          </Typography>
          <Box component="ul" aria-labelledby={listId} sx={{ m: 0, pl: 3 }}>
            {accepted.map((a) => (
              <Typography component="li" variant="body2" key={`${a.answer}-${a.credit}-${a.tolerance}`}>
                {acceptedText(a)}
              </Typography>
            ))}
          </Box>
          {!numerical && accepted.some((a) => a.answer.includes('*')) && (
            <Typography variant="body2" color="text.secondary">
              {t('quizzes.review.wildcard')}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}

/** The credit a question earned: full, a share of it, or none. */
function CreditLine({ credit }: { credit: number | null }) {
  const { t, i18n } = useTranslation();
  const earned = credit ?? 0;
  return (
    <Typography variant="body2" data-testid="quiz-review-credit">
      {earned >= 1
        ? t('quizzes.review.fullCredit')
        : earned > 0
          ? t('quizzes.review.partialCredit', { credit: formatPercent(earned * 100, i18n.language) })
          : t('quizzes.review.noCredit')}
    </Typography>
  );
}

/** A matching question: each prompt with the learner's match, marked right, or followed by the correct one. */
function MatchingReview({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {item.matches.map((m, i) => {
          const right = m.given !== null && m.given === m.correct;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two prompts may read the same; the review never moves
            <Box component="li" key={i} data-testid="quiz-review-match">
              <Typography sx={{ fontWeight: 500 }}>{m.prompt}</Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Typography variant="body2" component="span">
                  {t('quizzes.review.yourMatch', { answer: m.given ?? t('quizzes.review.noAnswer') })}
                </Typography>
                {right && <Tag strong>{t('quizzes.review.matchRight')}</Tag>}
              </Stack>
              {!right && (
                <Typography variant="body2">
                  {t('quizzes.review.correctMatch', { answer: m.correct })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <CreditLine credit={item.credit} />
    </Stack>
  );
}

/** An ordering question: the learner's order and the correct one, side by side (one above the other on a phone). */
function OrderingReview({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const given = item.order?.given ?? [];
  const correct = item.order?.correct ?? [];
  const id = `quiz-review-${item.questionId}`;
  const column = (title: string, titleId: string, texts: string[]) => (
    <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
      <Typography variant="body2" id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {texts.length > 0 ? (
        <Box component="ol" aria-labelledby={titleId} sx={{ m: 0, pl: 3 }}>
          {texts.map((text) => (
            <Typography component="li" variant="body2" key={text}>
              {text}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{t('quizzes.review.noAnswer')}</Typography>
      )}
    </Box>
  );
  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        data-testid="quiz-review-order"
      >
        {column(t('quizzes.review.yourOrder'), `${id}-given`, given)}
        {column(t('quizzes.review.correctOrder'), `${id}-correct`, correct)}
      </Stack>
      <CreditLine credit={item.credit} />
    </Stack>
  );
}

/** A short written mark beside an answer ("your choice", "correct answer"): words, so colour is not needed. */
function Tag({ children, strong = false }: { children: string; strong?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        borderRadius: 1,
        fontSize: '0.8125rem',
        lineHeight: 1.8,
        border: 1,
        borderColor: strong ? 'success.main' : 'divider',
        color: strong ? 'success.main' : 'text.primary',
        fontWeight: strong ? 700 : 400,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
