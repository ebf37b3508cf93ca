// Account settings for every role: details and picture, password, language and theme, the sessions, and the
// person's data (download, delete the account).
import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector } from '../../../shared/store';
import { DataSection } from '../components/DataSection';
import { PasswordForm } from '../components/PasswordForm';
import { PreferencesForm } from '../components/PreferencesForm';
import { ProfileForm } from '../components/ProfileForm';
import { SessionsSection } from '../components/SessionsSection';

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: text ? 0.5 : 2 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
        {t('profile.settingsTitle')}
      </Typography>
      <Section id="settings-details" title={t('profile.editTitle')} text={t('profile.editHint')}>
        <ProfileForm key={user.id} user={user} />
      </Section>
      <Section id="settings-password" title={t('profile.password.title')} text={t('profile.password.text')}>
        <PasswordForm />
      </Section>
      <Section
        id="settings-preferences"
        title={t('profile.preferences.title')}
        text={t('profile.preferences.text')}
      >
        <PreferencesForm />
      </Section>
      <Section id="settings-sessions" title={t('profile.sessions.title')} text={t('profile.sessions.text')}>
        <SessionsSection />
      </Section>
      <Section id="settings-data" title={t('profile.data.title')} text={t('profile.data.text')}>
        <DataSection />
      </Section>
    </Stack>
  );
}
