// /lti/deep-link/:request: a teacher adding Parcours to an LMS course picks the course and how the gradebook
// column is filled (published courses and their own drafts only); the signed answer is posted back to the LMS,
// which then closes this frame. Where the LMS accepts no link of any kind, the refusal is shown here.

import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { LtiDeepLinkBody } from '@parcours/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { useAnswerDeepLink } from '../api/launch';
import { LinkableCourseList } from '../components/LinkableCourseList';

export function LtiDeepLinkPage() {
  const { t } = useTranslation();
  const { request = '' } = useParams();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [grading, setGrading] = useState<LtiDeepLinkBody['grading']>('score');
  const answer = useAnswerDeepLink(request);
  const form = useRef<HTMLFormElement>(null);
  const [posted, setPosted] = useState<{ returnUrl: string; jwt: string } | null>(null);

  const submit = () => {
    if (courseId === null) return;
    answer.mutate(
      { courseId, grading },
      {
        onSuccess: setPosted,
      },
    );
  };

  // Once rendered with the answer, the form is posted to the LMS, which takes the frame over.
  useEffect(() => {
    if (posted) form.current?.submit();
  }, [posted]);

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('lti.deepLink.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('lti.deepLink.text')}
      </Typography>
      <Stack spacing={3}>
        <LinkableCourseList selected={courseId} onSelect={setCourseId} />
        <FormControl>
          <FormLabel id="lti-grading-label">{t('lti.deepLink.grading')}</FormLabel>
          <RadioGroup
            aria-labelledby="lti-grading-label"
            value={grading}
            onChange={(e) => setGrading(e.target.value as LtiDeepLinkBody['grading'])}
          >
            <FormControlLabel value="score" control={<Radio />} label={t('lti.deepLink.score')} />
            <FormControlLabel value="progress" control={<Radio />} label={t('lti.deepLink.progress')} />
          </RadioGroup>
        </FormControl>
        {answer.isError && (
          <Alert severity="error" role="alert">
            {translateMessage(errorMessageKey(answer.error))}
          </Alert>
        )}
        <Box>
          <Button
            variant="contained"
            disabled={courseId === null || posted !== null}
            loading={answer.isPending}
            onClick={submit}
          >
            {t('lti.deepLink.add')}
          </Button>
        </Box>
      </Stack>
      {posted && (
        <form ref={form} method="post" action={posted.returnUrl} hidden>
          <input type="hidden" name="JWT" value={posted.jwt} />
        </form>
      )}
    </Box>
  );
}
