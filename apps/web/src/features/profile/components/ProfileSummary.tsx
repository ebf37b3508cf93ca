// What the account holds: picture, name, role, e-mail, dates, major and the learning-style result.
import { Box, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import { roleLabels } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { ageFromBirthDate, formatDate } from '../../../shared/format/dates';
import type { SessionUser } from '../../../shared/store';
import { UserAvatar } from '../../../shared/ui';
import { StatusChip } from '../../users';

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }} data-testid={testId}>
        {value || '—'}
      </Typography>
    </Grid>
  );
}

export function ProfileSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
        <UserAvatar link={user.media?.[0]?.url} name={name} size={96} />
        <Box>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem' }} data-testid="profile-name">
            {name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Chip size="small" label={t(`roles.${roleLabels[user.role] ?? 'user'}`)} />
            {user.status && <StatusChip status={user.status} />}
          </Stack>
        </Box>
      </Stack>
      <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
        <Item label={t('profile.fields.email')} value={user.email} />
        <Item label={t('profile.fields.major')} value={user.major ?? ''} testId="profile-major" />
        <Item
          label={t('profile.fields.birthDate')}
          value={user.birthDate ? formatDate(user.birthDate) : ''}
        />
        <Item
          label={t('profile.fields.age')}
          value={user.birthDate ? t('profile.years', { count: ageFromBirthDate(user.birthDate) }) : ''}
        />
        <Item label={t('profile.fields.registered')} value={formatDate(user.createdAt)} />
        <Item
          label={t('profile.fields.language')}
          value={t(`languages.${user.language}`, { defaultValue: '' })}
        />
      </Grid>
      {user.result && user.result.dimensions.length > 0 && (
        <>
          <Divider />
          <Box>
            <Typography variant="h4" component="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
              {t('profile.style.title')}
            </Typography>
            <Grid container component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {user.result.dimensions.map((d) => (
                <Grid key={d.dimension} component="li" size={{ xs: 12, sm: 6 }}>
                  <Typography variant="body2" color="text.secondary">
                    {d.pair.map((p) => t(`profile.style.categories.${p}`, { defaultValue: p })).join(' / ')}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('profile.style.preference', {
                      category: t(`profile.style.categories.${d.category}`, { defaultValue: d.category }),
                      band: t(`profile.style.bands.${d.band}`),
                      score: d.score,
                    })}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Box>
        </>
      )}
    </Stack>
  );
}
