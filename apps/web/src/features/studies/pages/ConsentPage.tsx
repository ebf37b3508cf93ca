// /courses/{courseId}/consent: the study's consent text in the learner's language, before the pretest. The
// learner accepts, declines or reads later; whichever they choose, the course stays open to them.
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { ConsentDecision } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { useDecideConsent } from '../api/decideConsent';
import { useCourseStudy } from '../api/getCourseStudy';
import { safeNext } from '../model/next';

export function ConsentPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'), paths.dashboard.pretestCourse(courseId));
  const info = useCourseStudy(courseId);
  const decide = useDecideConsent();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  let body: React.ReactNode;
  if (info.isPending) body = <Loading />;
  else if (info.isError) body = <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data.study || (info.data.status && info.data.status !== 'pending')) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" data-testid="consent-done">
          {info.data.study ? t(`studies.consent.already.${info.data.status}`) : t('studies.consent.noStudy')}
        </Alert>
        <Button component={RouterLink} to={next} variant="contained">
          {t('studies.consent.continue')}
        </Button>
      </Stack>
    );
  } else {
    const { study } = info.data;
    const choose = async (decision: ConsentDecision) => {
      setFailure(null);
      try {
        await decide.mutateAsync({ studyId: study.id, decision, consentVersion: study.consentVersion });
        navigate(decision === 'later' ? paths.dashboard.root : next);
      } catch (error) {
        // A new consent version was published meanwhile: show it before asking again.
        if (isHttpError(error) && error.status === 409) void info.refetch();
        setFailure(errorMessageKey(error));
      }
    };
    body = (
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('studies.consent.kicker')}
          </Typography>
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }} data-testid="consent-title">
            {study.title}
          </Typography>
          {study.description && <Typography sx={{ mt: 1 }}>{study.description}</Typography>}
        </Box>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="consent-text-title"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Typography id="consent-text-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('studies.consent.textTitle', { version: study.consentVersion })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="consent-text">
            {study.consentText}
          </Typography>
        </Paper>
        <Typography color="text.secondary">{t('studies.consent.reassurance')}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {translateMessage(failure)}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            onClick={() => void choose('accept')}
            disabled={decide.isPending}
            data-testid="consent-accept"
          >
            {t('studies.consent.accept')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void choose('decline')}
            disabled={decide.isPending}
            data-testid="consent-decline"
          >
            {t('studies.consent.decline')}
          </Button>
          <Button
            onClick={() => void choose('later')}
            disabled={decide.isPending}
            data-testid="consent-later"
          >
            {t('studies.consent.later')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        {body}
      </Paper>
    </Container>
  );
}
