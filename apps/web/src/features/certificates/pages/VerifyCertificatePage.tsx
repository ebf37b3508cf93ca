// /verify/{code} (public): whether a Parcours certificate with this code exists, for whom and which course.
import { Cancel, Verified } from '@mui/icons-material';
import { Box, Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { formatDate } from '../../../shared/format/dates';
import { errorMessageKey, isHttpError } from '../../../shared/http';
import { Loading } from '../../../shared/ui/QueryState';
import { useVerifyCertificate } from '../api/verifyCertificate';

export function VerifyCertificatePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const check = useVerifyCertificate(code);
  const notFound = check.isError && isHttpError(check.error) && check.error.status === 404;
  const valid = check.isSuccess && check.data.valid;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 1 }}>
          {t('certificates.verify.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('certificates.verify.code', { code: code.toUpperCase() })}
        </Typography>
        {check.isPending ? (
          <Loading />
        ) : valid ? (
          <Box role="status" data-testid="verification" data-valid="true">
            <Verified sx={{ fontSize: 56, color: 'success.main' }} aria-hidden="true" />
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.3rem', color: 'success.main' }}>
              {t('certificates.verify.valid')}
            </Typography>
            <Typography component="p" sx={{ mt: 2 }}>
              {t('certificates.verify.details', {
                name: check.data.learnerName,
                course: check.data.courseTitle,
                date: formatDate(check.data.issuedAt),
              })}
            </Typography>
            {check.data.countedPosttestFailed && (
              <Typography component="p" color="warning.main" sx={{ mt: 2 }} data-testid="verification-note">
                {t('certificates.countedPosttestFailed')}
              </Typography>
            )}
          </Box>
        ) : (
          <Box role="status" data-testid="verification" data-valid="false">
            <Cancel sx={{ fontSize: 56, color: 'error.main' }} aria-hidden="true" />
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.3rem', color: 'error.main' }}>
              {t('certificates.verify.invalid')}
            </Typography>
            <Typography component="p" color="text.secondary" sx={{ mt: 2 }}>
              {notFound || check.isSuccess
                ? t('certificates.verify.invalidText')
                : translateMessage(errorMessageKey(check.error))}
            </Typography>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
