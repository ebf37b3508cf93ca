// The LMS page's tool section: the addresses to type into the LMS, a one-time dynamic registration link and the
// signing key rotation.
import { Key, Link as LinkIcon } from '@mui/icons-material';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { useRegistrationLink, useRotateKeys, useToolConfig } from '../api/tool';
import { CopyField } from './CopyField';
import { Section, useNotices } from './Section';

export function ToolSection() {
  const { t } = useTranslation();
  const { done, fail } = useNotices();
  const tool = useToolConfig();
  const link = useRegistrationLink();
  const rotate = useRotateKeys();
  return (
    <Section id="lti-tool-heading" title={t('lti.tool.heading')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lti.tool.text')}
      </Typography>
      {tool.isError ? (
        <Alert severity="error">{translateMessage(errorMessageKey(tool.error))}</Alert>
      ) : !tool.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Stack spacing={2}>
          <CopyField id="lti-login-url" label={t('lti.tool.loginUrl')} value={tool.data.loginUrl} />
          <CopyField id="lti-launch-url" label={t('lti.tool.launchUrl')} value={tool.data.launchUrl} />
          <CopyField id="lti-deep-link-url" label={t('lti.tool.deepLinkUrl')} value={tool.data.deepLinkUrl} />
          <CopyField id="lti-jwks-url" label={t('lti.tool.jwksUrl')} value={tool.data.jwksUrl} />
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<LinkIcon />}
          loading={link.isPending}
          onClick={() => link.mutate(undefined, { onError: fail })}
        >
          {t('lti.tool.registrationLink')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Key />}
          loading={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, { onSuccess: (answer) => done(answer.message), onError: fail })
          }
        >
          {t('lti.tool.rotate')}
        </Button>
      </Stack>
      {link.data && (
        <Box sx={{ mt: 2 }}>
          <CopyField id="lti-registration-url" label={t('lti.tool.registrationUrl')} value={link.data.url} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('lti.tool.registrationHint')}
          </Typography>
        </Box>
      )}
    </Section>
  );
}
