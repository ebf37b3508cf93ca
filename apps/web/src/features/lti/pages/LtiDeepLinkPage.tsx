// /lti/deep-link/:request: a teacher adding Parcours to an LMS course picks the course and how the gradebook
// column is filled; the signed answer is posted back to the LMS, which then closes this frame.

import { Search } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { LtiDeepLinkBody } from '@parcours/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { useCourses } from '../../courses';
import { useAnswerDeepLink } from '../api/launch';

export function LtiDeepLinkPage() {
  const { t } = useTranslation();
  const { request = '' } = useParams();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const courses = useCourses({ page: 1, perPage: 20, search: debounced || undefined });
  const [courseId, setCourseId] = useState<number | null>(null);
  const [grading, setGrading] = useState<LtiDeepLinkBody['grading']>('score');
  const answer = useAnswerDeepLink(request);
  const form = useRef<HTMLFormElement>(null);
  const [posted, setPosted] = useState<{ returnUrl: string; jwt: string } | null>(null);

  const submit = () => {
    if (courseId === null) return;
    answer.mutate(
      { course_id: courseId, grading },
      {
        onSuccess: setPosted,
      },
    );
  };

  // Once rendered with the answer, the form is posted to the LMS, which takes the frame over.
  useEffect(() => {
    if (posted) form.current?.submit();
  }, [posted]);

  const rows = courses.data?.data ?? [];
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('lti.deepLink.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('lti.deepLink.text')}
      </Typography>
      <Stack spacing={3}>
        <TextField
          id="lti-course-search"
          type="search"
          size="small"
          label={t('lti.deepLink.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {courses.isError ? (
          <Alert severity="error">{translateMessage(errorMessageKey(courses.error))}</Alert>
        ) : courses.isPending ? (
          <Skeleton variant="rounded" height={200} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{t('lti.deepLink.none')}</Typography>
        ) : (
          <Paper variant="outlined" sx={{ borderRadius: 3 }}>
            <List aria-label={t('lti.deepLink.courses')}>
              {rows.map((c) => (
                <ListItemButton
                  key={c.id}
                  selected={courseId === c.id}
                  aria-pressed={courseId === c.id}
                  onClick={() => setCourseId(c.id)}
                >
                  <ListItemText primary={c.title} secondary={c.facilitator} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        )}
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
