// The admin's account lists (all, pending, accepted): tabs, debounced search, sortable server-paged table.
import { PersonAdd, UploadFile } from '@mui/icons-material';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { pageCount, usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { SearchField } from '../../../shared/ui/SearchField';
import type { UsersTab } from '../api/keys';
import { useUserList } from '../api/listUsers';
import { BulkBar } from '../components/BulkBar';
import { ImportDialog } from '../components/ImportDialog';
import { UsersPager } from '../components/UsersPager';
import { type SortState, UsersTable } from '../components/UsersTable';
import { UsersTabs } from '../components/UsersTabs';

export function UsersPage({ tab }: { tab: UsersTab }) {
  const { t } = useTranslation();
  const self = useAppSelector(selectUser);
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const [sort, setSort] = useState<SortState>({ sort: 'created_at', order: 'desc' });
  const list = useUserList(tab, { page, search: debounced, ...sort });
  const [importing, setImporting] = useState(false);
  // Ticked pending accounts, for approving or rejecting a class that signed up together; kept to this page.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [selectionKey, setSelectionKey] = useState('');
  const key = `${tab}|${page}|${debounced}|${sort.sort}|${sort.order}`;
  if (key !== selectionKey) {
    setSelectionKey(key);
    setSelected(new Set());
  }
  const names = new Map((list.data?.data ?? []).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const meta = list.data?.meta;
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
        <UsersTabs tab={tab} pendingTotal={pendingTotal} />
        <Box sx={{ p: 2 }}>
          <SearchField
            id="users-search"
            label={t('users.search')}
            value={search}
            onChange={setSearch}
            fullWidth
            sx={{ maxWidth: 420 }}
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
          <UsersPager total={meta.total} pages={pageCount(meta)} page={page} onPage={setPage} />
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
