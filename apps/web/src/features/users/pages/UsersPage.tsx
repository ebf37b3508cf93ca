// The admin's account lists (all, pending, accepted): tabs, debounced search, sortable server-paged table.
import { PersonAdd, Search, UploadFile } from '@mui/icons-material';
import {
  Alert,
  Badge,
  Box,
  Button,
  InputAdornment,
  LinearProgress,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { debounceMs, pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { accentTextColor } from '../../../shared/ui';
import type { UsersTab } from '../api/keys';
import { useUserList } from '../api/listUsers';
import { BulkBar } from '../components/BulkBar';
import { ImportDialog } from '../components/ImportDialog';
import { type SortState, UsersTable } from '../components/UsersTable';

const tabs: UsersTab[] = ['all', 'pending', 'accepted'];

export function UsersPage({ tab }: { tab: UsersTab }) {
  const { t } = useTranslation();
  const self = useAppSelector(selectUser);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), debounceMs.short);
  const [page, setPage] = useState<number>(pagination.firstPage);
  const [sort, setSort] = useState<SortState>({ sort: 'created_at', order: 'desc' });
  const [searchSeen, setSearchSeen] = useState(search);
  // A new search starts again from the first page.
  if (search !== searchSeen) {
    setSearchSeen(search);
    setPage(pagination.firstPage);
  }
  const list = useUserList(tab, { page, search, ...sort });
  const [importing, setImporting] = useState(false);
  // Ticked pending accounts, for approving or rejecting a class that signed up together; kept to this page.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [selectionKey, setSelectionKey] = useState('');
  const key = `${tab}|${page}|${search}|${sort.sort}|${sort.order}`;
  if (key !== selectionKey) {
    setSelectionKey(key);
    setSelected(new Set());
  }
  const names = new Map((list.data?.data ?? []).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const meta = list.data?.meta;
  const pageCount = meta ? Math.max(1, Math.ceil(meta.total / meta.perPage)) : 1;
  const pendingTotal = meta?.pendingTotal ?? 0;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('users.title')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
            {t('users.import.open')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.admin.addUser}
            variant="contained"
            startIcon={<PersonAdd />}
          >
            {t('users.add')}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
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
        <Box sx={{ p: 2 }}>
          <TextField
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            label={t('users.search')}
            type="search"
            id="users-search"
            fullWidth
            sx={{ maxWidth: 420 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('users.loading')} />}</Box>
        {list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {translateMessage(errorMessageKey(list.error))}
          </Alert>
        ) : (
          list.data && (
            <>
              {tab === 'pending' && (
                <BulkBar
                  selected={[...selected]}
                  onDone={() => setSelected(new Set())}
                  nameOf={(id) => names.get(id) ?? `#${id}`}
                />
              )}
              <Box sx={{ px: { xs: 1.5, sm: 0 } }}>
                <UsersTable
                  users={list.data.data}
                  sort={sort}
                  onSort={(next) => {
                    setSort(next);
                    setPage(pagination.firstPage);
                  }}
                  selfId={self?.id}
                  selection={tab === 'pending' ? { selected, onChange: setSelected } : undefined}
                />
              </Box>
            </>
          )
        )}
        {meta && meta.total > 0 && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary" data-testid="users-total">
              {t('users.total', { count: meta.total })}
            </Typography>
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              onChange={(_, next) => setPage(next)}
              color="primary"
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? t(selected ? 'users.pagination.current' : 'users.pagination.page', { page: item })
                  : t(`users.pagination.${type}`)
              }
            />
          </Stack>
        )}
      </Paper>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </Stack>
  );
}

export function AllUsersPage() {
  return <UsersPage tab="all" />;
}
export function PendingUsersPage() {
  return <UsersPage tab="pending" />;
}
export function AcceptedUsersPage() {
  return <UsersPage tab="accepted" />;
}
