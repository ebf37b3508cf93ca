// The tabs of the admin's account lists (all, pending, accepted), each a link; the pending tab shows how many
// accounts wait, drawn as a badge and said in the tab's name.
import { Badge, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { accentTextColor } from '../../../shared/ui';
import type { UsersTab } from '../api/keys';

const tabs: UsersTab[] = ['all', 'pending', 'accepted'];

export function UsersTabs({ tab, pendingTotal }: { tab: UsersTab; pendingTotal: number }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      aria-label={t('users.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        px: 1,
        // The brand orange is too light for text on white: tab labels use the readable tones.
        '& .MuiTab-root': { color: theme.palette.text.secondary },
        '& .MuiTab-root.Mui-selected': { color: accentTextColor(theme.palette.mode) },
      })}
    >
      {tabs.map((value) => (
        <Tab
          key={value}
          value={value}
          component={RouterLink}
          to={paths.admin.usersTab(value)}
          data-testid={`tab-${value}`}
          // The badge is drawn for the eye; the count is in the tab's name for screen readers.
          aria-label={
            value === 'pending'
              ? pendingTotal > 0
                ? t('users.tabs.pendingCount', { count: pendingTotal })
                : t('users.tabs.pending')
              : undefined
          }
          label={
            value === 'pending' ? (
              <Badge
                badgeContent={pendingTotal}
                color="primary"
                max={999}
                sx={{ pr: pendingTotal > 0 ? 2 : 0 }}
                slotProps={{ badge: { 'data-testid': 'pending-badge' } as object }}
              >
                {t('users.tabs.pending')}
              </Badge>
            ) : (
              t(`users.tabs.${value}`)
            )
          }
        />
      ))}
    </Tabs>
  );
}
