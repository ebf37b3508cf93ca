// One learning object as a learner reads it: its media, its sections in order, and its quiz at its place. In a unit
// locked on the learner's path only its title shows, as on the path page: the content and quiz open with the unit.
import { CheckCircle, OpenInNew, Quiz, Schedule } from '@mui/icons-material';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockNote } from '../../learning-paths';
import { CooldownWait, QuizRunner } from '../../quizzes';
import type { ContentLearningObject } from '../api/getCourseContent';
import { useMarkOpened } from '../api/markOpened';
import { MediaView } from './MediaView';

/** The id of a learning object's block in the viewer, as in the address `#lo-{id}`. */
function learningObjectAnchor(learningObjectId: number): string {
  return `lo-${learningObjectId}`;
}

export function LearningObjectView({
  lo,
  locked = false,
  ref,
}: {
  lo: ContentLearningObject;
  locked?: boolean;
  /** The block, focused when the player moves to it. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const quiz = lo.quiz && lo.quiz.questionsCount > 0 ? lo.quiz : null;
  return (
    <Paper
      ref={ref}
      variant="outlined"
      // The target of "Continue" and the path's links (#lo-{id}); the margin keeps it clear of the top bar.
      id={learningObjectAnchor(lo.id)}
      tabIndex={-1}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, scrollMarginTop: 86, outline: 'none' }}
      data-testid="learning-object"
      data-locked={locked ? 'true' : 'false'}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h4">
          {lo.title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={t(`viewer.loType.${lo.type}`, { defaultValue: lo.type })}
        />
        {quiz?.isPassed && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<CheckCircle />}
            label={t('viewer.quizPassed')}
          />
        )}
      </Stack>
      {locked ? <LockNote reasons={[]} /> : <LearningObjectBody lo={lo} quiz={quiz} />}
    </Paper>
  );
}

function LearningObjectBody({
  lo,
  quiz,
}: {
  lo: ContentLearningObject;
  quiz: ContentLearningObject['quiz'];
}) {
  const { t } = useTranslation();
  const [quizOpen, setQuizOpen] = useState(false);
  return (
    <>
      {lo.summary && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{lo.summary}</Typography>}
      <Stack spacing={2}>
        {lo.media.map((m) => (
          <MediaView key={m.id} media={m} context={lo.title} />
        ))}
        {lo.sections.map((section) => (
          <Box key={section.id} component="section" aria-labelledby={`section-${section.id}`}>
            <Typography
              id={`section-${section.id}`}
              variant="subtitle1"
              component="h5"
              sx={{ fontWeight: 700 }}
            >
              {section.title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}
            >
              <Schedule fontSize="inherit" aria-hidden="true" />
              {t('viewer.minutes', { count: section.duration })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{section.description}</Typography>
            {section.externalUrl && (
              <Link
                href={section.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
              >
                {section.externalUrlTitle || section.externalUrl}
                <OpenInNew fontSize="inherit" aria-hidden="true" />
                <Box component="span" sx={visuallyHidden}>
                  {t('viewer.newTab')}
                </Box>
              </Link>
            )}
            <Stack spacing={2}>
              {section.media.map((m) => (
                <MediaView key={m.id} media={m} context={section.title} />
              ))}
            </Stack>
          </Box>
        ))}
        {!quiz && <MarkRead learningObjectId={lo.id} />}
        {quiz && (
          <Box>
            {quizOpen ? (
              <QuizRunner quizId={quiz.id} target="learning_object" headingLevel="h5" />
            ) : quiz.nextAttemptAt ? (
              // Failed before and still cooling down (read from the server, so a reload knows it too): the
              // countdown, then the button to try again (docs/design/adaptive.md §5).
              <CooldownWait nextAttemptAt={quiz.nextAttemptAt} onRetry={() => setQuizOpen(true)} />
            ) : (
              <Button variant="outlined" startIcon={<Quiz />} onClick={() => setQuizOpen(true)}>
                {quiz.isPassed ? t('viewer.retakeQuiz') : t('viewer.takeQuiz')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </>
  );
}

/**
 * A learning object without a quiz counts in the progress once the learner says they have opened and read it
 * (docs/design/adaptive.md §4); saying it again changes nothing.
 */
function MarkRead({ learningObjectId }: { learningObjectId: number }) {
  const { t } = useTranslation();
  const mark = useMarkOpened();
  if (mark.isSuccess) {
    return (
      <Chip
        sx={{ alignSelf: 'flex-start' }}
        color="success"
        variant="outlined"
        icon={<CheckCircle />}
        label={t('viewer.markedRead')}
      />
    );
  }
  return (
    <Button
      sx={{ alignSelf: 'flex-start' }}
      variant="outlined"
      disabled={mark.isPending}
      onClick={() => mark.mutate(learningObjectId)}
    >
      {t('viewer.markRead')}
    </Button>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
