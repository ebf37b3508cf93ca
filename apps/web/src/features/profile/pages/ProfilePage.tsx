// The signed-in person's profile: what the account holds, and the form to change the details and picture.
import { Settings } from '@mui/icons-material';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { roles } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { useProfile } from '../../auth';
import { JoinClassCard } from '../../classes';
import { MyStudiesSection } from '../../studies';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileSummary } from '../components/ProfileSummary';

export function ProfilePage() {
  const { t } = useTranslation();
  const sessionUser = useAppSelector(selectUser);
  // The server's copy is the fresher one; the session's shows at once meanwhile.
  const profile = useProfile(Boolean(sessionUser));
  if (!sessionUser) return null;
  const user = profile.data ? { ...profile.data, ...pickSession(sessionUser) } : sessionUser;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('profile.title')}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.dashboard.settings}
          variant="outlined"
          startIcon={<Settings />}
        >
          {t('profile.toSettings')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <ProfileSummary user={user} />
      </Paper>
      {sessionUser.role === roles.user && <JoinClassCard />}
      {sessionUser.role === roles.user && <MyStudiesSection />}
      <Paper
        component="section"
        aria-labelledby="profile-edit"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="profile-edit" variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('profile.editTitle')}
        </Typography>
        <ProfileForm key={sessionUser.id} user={sessionUser} />
      </Paper>
    </Stack>
  );
}

/** The session's details win right after a save, before the server copy is fetched again. */
function pickSession(user: NonNullable<ReturnType<typeof selectUser>>) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    major: user.major,
    media: user.media,
    language: user.language,
    theme: user.theme,
  };
}
