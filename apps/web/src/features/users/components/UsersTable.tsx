// One page of accounts as a table; column headers sort through the API's `sort` and `order`.
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { roleLabels, type UserSortColumn } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { ageFromBirthDate, formatDate } from '../../../shared/format/dates';
import { UserAvatar } from '../../../shared/ui';
import type { AdminUser } from '../api/listUsers';
import { StatusChip } from './StatusChip';
import { UserRowActions } from './UserRowActions';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** On narrow screens the actions stay in view while the table scrolls sideways; wide ones show it all. */
const stickyEnd = {
  position: { xs: 'sticky', lg: 'static' },
  right: 0,
  bgcolor: 'background.paper',
} as const;

export interface SortState {
  sort: UserSortColumn;
  order: 'asc' | 'desc';
}

interface Column {
  id: string;
  label: string;
  /** The API column; `invert` when the column reads the other way (age grows as birth date falls). */
  sort?: UserSortColumn;
  invert?: boolean;
}

/** Ticked accounts for the bulk actions (the pending list). */
export interface Selection {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

export function UsersTable({
  users,
  sort,
  onSort,
  selfId,
  selection,
}: {
  users: AdminUser[];
  sort: SortState;
  onSort: (next: SortState) => void;
  selfId: number | undefined;
  selection?: Selection;
}) {
  const { t } = useTranslation();
  const columns: Column[] = [
    { id: 'avatar', label: t('users.columns.avatar') },
    { id: 'name', label: t('users.columns.name'), sort: 'first_name' },
    { id: 'email', label: t('users.columns.email'), sort: 'email' },
    { id: 'role', label: t('users.columns.role'), sort: 'role' },
    { id: 'major', label: t('users.columns.major') },
    { id: 'age', label: t('users.columns.age'), sort: 'birth_date', invert: true },
    { id: 'registered', label: t('users.columns.registered'), sort: 'created_at' },
    { id: 'status', label: t('users.columns.status'), sort: 'status' },
  ];
  const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc');
  const pageIds = users.map((u) => u.id);
  const ticked = pageIds.filter((id) => selection?.selected.has(id)).length;
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        sx={{ minWidth: 840, '& .MuiTableCell-root': { px: 1 } }}
        aria-label={t('users.tableLabel')}
      >
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={users.length > 0 && ticked === users.length}
                  indeterminate={ticked > 0 && ticked < users.length}
                  disabled={users.length === 0}
                  onChange={(e) => selection.onChange(new Set(e.target.checked ? pageIds : []))}
                  slotProps={{ input: { 'aria-label': t('users.bulk.selectAll') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => {
              if (!column.sort) {
                return (
                  <TableCell key={column.id} sx={{ fontWeight: 700 }}>
                    {column.id === 'avatar' ? (
                      <span style={visuallyHidden}>{column.label}</span>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              }
              const active = sort.sort === column.sort;
              // What the person sees (age ascending) against what the API sorts (birth date descending).
              const shown = active ? (column.invert ? flip(sort.order) : sort.order) : 'asc';
              return (
                <TableCell
                  key={column.id}
                  sortDirection={active ? shown : false}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  <TableSortLabel
                    active={active}
                    direction={shown}
                    onClick={() => {
                      const nextShown = active ? flip(shown) : 'asc';
                      onSort({ sort: column.sort!, order: column.invert ? flip(nextShown) : nextShown });
                    }}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
            <TableCell align="right" sx={{ fontWeight: 700, ...stickyEnd }}>
              {t('users.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + (selection ? 2 : 1)}>
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {t('users.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim();
            return (
              <TableRow key={user.id} hover data-testid={`user-row-${user.id}`}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.selected.has(user.id)}
                      onChange={() => toggle(user.id)}
                      slotProps={{ input: { 'aria-label': t('users.bulk.select', { name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <UserAvatar link={user.media[0]?.url} name={name} size={36} />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 170 }}>{user.email}</TableCell>
                <TableCell>{t(`roles.${roleLabels[user.role] ?? 'user'}`)}</TableCell>
                <TableCell>{user.major || '—'}</TableCell>
                <TableCell>{user.birthDate ? ageFromBirthDate(user.birthDate) : '—'}</TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={user.status} />
                </TableCell>
                <TableCell align="right" sx={stickyEnd}>
                  <UserRowActions user={user} isSelf={user.id === selfId} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
