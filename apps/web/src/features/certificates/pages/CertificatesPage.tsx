// /dashboard/student/certificates: the learner's certificates, each with its figures, its public
// verification address and a PDF download.
import { Download, OpenInNew } from '@mui/icons-material';
import { Box, Button, Grid, Link, Pagination, Paper, Stack, Typography } from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { formatGain, formatPercent, formatRatio } from '../../../shared/format/numbers';
import { paths } from '../../../shared/paths';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { useDownloadCertificate } from '../api/downloadCertificate';
import { type Certificate, useCertificates } from '../api/getCertificates';

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadCertificate();
  const lang = i18n.language;
  const figures = [
    ['pre', formatPercent(certificate.preTestPercentage, lang)],
    ['post', formatPercent(certificate.postTestPercentage, lang)],
    ['gain', formatGain(certificate.gain, lang)],
    ['nlg', formatRatio(certificate.nlg, lang)],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, height: '100%' }} data-testid="certificate">
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {certificate.courseTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('certificates.issuedOn', { date: formatDate(certificate.issuedAt) })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 1, my: 2 }}>
        {figures.map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`certificates.figures.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {certificate.countedPosttestFailed && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 2 }} data-testid="certificate-note">
          {t('certificates.countedPosttestFailed')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('certificates.code')}{' '}
        <Box component="code" sx={{ fontWeight: 700 }} data-testid="certificate-code">
          {certificate.code}
        </Box>
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<Download />}
          loading={download.isPending}
          onClick={() => download.mutate(certificate)}
        >
          {t('certificates.download')}
        </Button>
        <Link
          component={RouterLink}
          to={paths.verifyCertificate(certificate.code)}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {t('certificates.verifyLink')}
          <OpenInNew fontSize="small" aria-hidden="true" />
          <Box component="span" sx={visuallyHidden}>
            {t('certificates.newTab')}
          </Box>
        </Link>
      </Stack>
    </Paper>
  );
}

export function CertificatesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(pagination.firstPage);
  const list = useCertificates(page);
  const meta = list.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.perPage)) : 1;
  return (
    <SectionCard id="certificates" title={t('certificates.title')} subtitle={t('certificates.subtitle')}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('certificates.empty')}</Typography>
          <Button component={RouterLink} to={paths.student.root} variant="outlined">
            {t('certificates.toDashboard')}
          </Button>
        </Stack>
      ) : (
        <Grid container spacing={2}>
          {list.data.data.map((c) => (
            <Grid key={c.id} size={{ xs: 12, md: 6 }}>
              <CertificateCard certificate={c} />
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type, p) => t(`support.admin.pageLabel.${type}`, { page: p })}
        />
      )}
    </SectionCard>
  );
}
