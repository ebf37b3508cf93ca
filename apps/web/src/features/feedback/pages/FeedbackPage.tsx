// /dashboard/student/feedback: the survey in short pages (NPS, usability, engagement, free text) with its
// progress and why we ask, every scale item with its two ends named, then a thank-you with the scores it gave
// and what happens next.
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { useFeedbackQuestions } from '../api/getFeedbackQuestions';
import { type FeedbackResult, useSubmitFeedback } from '../api/submitFeedback';
import { FeedbackScores } from '../components/FeedbackScores';
import { ScaleQuestion } from '../components/ScaleQuestion';
import { type Answers, submission, surveyPages, surveySections, unanswered } from '../model/survey';

export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const questions = useFeedbackQuestions(i18n.language);
  const submit = useSubmitFeedback();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [showErrors, setShowErrors] = useState(false);
  const [result, setResult] = useState<FeedbackResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from the offer after a post-test: the answers are about that course.
  const courseParam = Number(useSearchParams()[0].get('course'));
  const courseId = Number.isInteger(courseParam) && courseParam > 0 ? courseParam : undefined;

  if (questions.isPending) return <Loading />;
  if (questions.isError) return <LoadError error={questions.error} onRetry={() => questions.refetch()} />;

  const sections = surveySections(questions.data);
  const pages = surveyPages(sections);
  const section = pages[step];
  const last = step === pages.length - 1;
  const missing = section ? unanswered(section, answers) : [];

  const goTo = (next: number) => {
    setStep(next);
    setShowErrors(false);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onNext = () => {
    if (missing.length) {
      setShowErrors(true);
      document.getElementsByName(`feedback-q${missing[0].id}`)[0]?.focus();
      return;
    }
    if (!last) return goTo(step + 1);
    submit.mutate(
      { ...submission(sections, answers), courseId },
      {
        onSuccess: ({ data }) => {
          setResult(data);
          requestAnimationFrame(() => headingRef.current?.focus());
        },
      },
    );
  };

  if (result) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
        <Typography
          variant="h2"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontSize: '1.5rem', mb: 1, outline: 'none' }}
        >
          {t('feedback.done.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('feedback.done.text')}
        </Typography>
        <FeedbackScores result={result} />
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
          {t('feedback.done.nextTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="feedback-next">
          <li>{t('feedback.done.next.read')}</li>
          <li>{t('feedback.done.next.again')}</li>
        </Box>
        <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.student.root} variant="contained">
            {t('feedback.done.back')}
          </Button>
          <Button component={RouterLink} to={paths.student.myProgram} variant="outlined">
            {t('feedback.done.program')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (!section) return <Alert severity="info">{t('feedback.noQuestions')}</Alert>;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('feedback.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="feedback-why">
        {t('feedback.whyWeAsk')}
      </Typography>
      <Stepper
        activeStep={sections.findIndex((s) => s.category === section.category)}
        alternativeLabel
        sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}
      >
        {sections.map((s) => (
          <Step key={s.category}>
            <StepLabel>{t(`feedback.sections.${s.category}.short`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / pages.length) * 100}
        aria-label={t('feedback.progress', { step: step + 1, total: pages.length })}
        sx={{ mb: 2, height: 6, borderRadius: 3 }}
        data-testid="feedback-progress"
      />
      <Typography
        variant="h2"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: '1.35rem', outline: 'none' }}
        data-testid="feedback-section-title"
      >
        {t(`feedback.sections.${section.category}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="feedback-page">
        {t('feedback.progress', { step: step + 1, total: pages.length })}
        {section.parts > 1 && ` · ${t('feedback.part', { part: section.part, parts: section.parts })}`}
        {' · '}
        {t(`feedback.sections.${section.category}.help`)}
      </Typography>
      {showErrors && missing.length > 0 && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {t('feedback.missing', { count: missing.length })}
        </Alert>
      )}
      <Box>
        {section.questions.map((q) =>
          q.questionType === 'text' ? (
            <TextField
              key={q.id}
              id={`feedback-q${q.id}`}
              label={q.questionText}
              multiline
              minRows={4}
              fullWidth
              value={(answers[q.id] as string | undefined) ?? ''}
              onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
              helperText={t('feedback.optional')}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
              sx={{ mt: 2 }}
            />
          ) : (
            <ScaleQuestion
              key={q.id}
              question={q}
              value={answers[q.id] as number | undefined}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
              error={showErrors && missing.some((m) => m.id === q.id)}
            />
          ),
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('feedback.back')}
        </Button>
        <Button variant="contained" onClick={onNext} loading={submit.isPending}>
          {last ? t('feedback.submit') : t('feedback.next')}
        </Button>
      </Stack>
    </Paper>
  );
}
