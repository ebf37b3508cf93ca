// The four count cards at the top of the admin dashboard.
import { Category, Group, HowToReg, LibraryBooks } from '@mui/icons-material';
import { Box, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardData } from '../api/getAdminDashboard';

function CountCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: number;
  note?: string;
  icon: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'text.primary',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontSize: '1.7rem', fontWeight: 700, lineHeight: 1.1 }}>
          {value.toLocaleString(i18n.language)}
        </Typography>
        <Typography component="p" color="text.secondary">
          {label}
        </Typography>
        {note && (
          <Typography component="p" variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

export function CountCards({ data }: { data: AdminDashboardData }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'users', label: t('dashboards.admin.counts.users'), value: data.users, icon: <Group /> },
    {
      key: 'categories',
      label: t('dashboards.admin.counts.categories'),
      value: data.categories,
      note: t('dashboards.admin.counts.subcategories', { count: data.subcategories }),
      icon: <Category />,
    },
    {
      key: 'courses',
      label: t('dashboards.admin.counts.courses'),
      value: data.courses,
      icon: <LibraryBooks />,
    },
    {
      key: 'subscribers',
      label: t('dashboards.admin.counts.subscribers'),
      value: data.subscribers,
      icon: <HowToReg />,
    },
  ];
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('dashboards.admin.counts.label')}
    >
      {cards.map(({ key, ...card }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li" data-testid={`count-${key}`}>
          <CountCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
