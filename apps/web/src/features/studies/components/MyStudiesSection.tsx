// The profile's "Research studies": the studies the learner was asked to join, their decision, and withdrawing
// (after a confirmation). Withdrawing keeps the learner learning and removes their data from the study.
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { type MyStudy, useMyStudies } from '../api/listMyStudies';
import { useWithdrawFromStudy } from '../api/withdrawFromStudy';

const statusColours = {
  pending: 'default',
  accepted: 'success',
  declined: 'default',
  withdrawn: 'warning',
} as const;

export function MyStudiesSection() {
  const { t } = useTranslation();
  const studies = useMyStudies();
  const withdraw = useWithdrawFromStudy();
  const [asking, setAsking] = useState<MyStudy | null>(null);
  if (!studies.data?.length) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="profile-studies"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      data-testid="profile-studies"
    >
      <Typography id="profile-studies" variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('studies.mine.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('studies.mine.intro')}
      </Typography>
      <List disablePadding>
        {studies.data.map((study) => (
          <ListItem
            key={study.studyId}
            divider
            disableGutters
            data-testid={`my-study-${study.studyId}`}
            sx={{ display: 'block' }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{study.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {study.courses.join(', ')}
                  {study.decidedAt &&
                    ` · ${t('studies.mine.decidedAt', { date: formatDate(study.decidedAt) })}`}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={statusColours[study.status]}
                  label={t(`studies.mine.status.${study.status}`)}
                  data-testid="my-study-status"
                />
                {study.status === 'accepted' && (
                  <Button size="small" color="error" variant="outlined" onClick={() => setAsking(study)}>
                    {t('studies.mine.withdraw')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">{t('studies.mine.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('studies.mine.confirmText', { title: asking?.title ?? '' })}
          </DialogContentText>
          {withdraw.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('studies.mine.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('studies.mine.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={withdraw.isPending}
            onClick={() => asking && withdraw.mutate(asking.studyId, { onSuccess: () => setAsking(null) })}
            data-testid="withdraw-confirm"
          >
            {t('studies.mine.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
