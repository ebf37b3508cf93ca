// One page of accounts as a table (cards on a phone); column headers sort through the API's `sort` and `order`.
import { Checkbox } from '@mui/material';
import { roleLabels, type UserSortColumn } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { ageFromBirthDate, formatDate } from '../../../shared/format/dates';
import { UserAvatar } from '../../../shared/ui';
import { actionsColumn, type ListColumn, ResponsiveTable, type SortOrder } from '../../../shared/ui/list';
import type { AdminUser } from '../api/listUsers';
import { StatusChip } from './StatusChip';
import { UserRowActions } from './UserRowActions';

export interface SortState {
  sort: UserSortColumn;
  order: 'asc' | 'desc';
}

/** Ticked accounts for the bulk actions (the pending list). */
export interface Selection {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

/** The columns people sort by, and the API column each reads; age reads the other way (it grows as birth date falls). */
const sortColumns = {
  name: { sort: 'first_name', invert: false },
  email: { sort: 'email', invert: false },
  role: { sort: 'role', invert: false },
  age: { sort: 'birth_date', invert: true },
  registered: { sort: 'created_at', invert: false },
  status: { sort: 'status', invert: false },
} as const satisfies Record<string, { sort: UserSortColumn; invert: boolean }>;
type SortColumn = keyof typeof sortColumns;

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

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
  const activeColumn = (Object.keys(sortColumns) as SortColumn[]).find(
    (c) => sortColumns[c].sort === sort.sort,
  );
  // What the person sees (age ascending) against what the API sorts (birth date descending).
  const shown = activeColumn && sortColumns[activeColumn].invert ? flip(sort.order) : sort.order;
  const sortBy = (column: SortColumn, order: SortOrder) =>
    onSort({ sort: sortColumns[column].sort, order: sortColumns[column].invert ? flip(order) : order });
  const pageIds = users.map((u) => u.id);
  const ticked = pageIds.filter((id) => selection?.selected.has(id)).length;
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

  const columns: ListColumn<AdminUser, SortColumn>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            label: t('users.bulk.selectAll'),
            phone: 'start',
            header: (
              <Checkbox
                checked={users.length > 0 && ticked === users.length}
                indeterminate={ticked > 0 && ticked < users.length}
                disabled={users.length === 0}
                onChange={(e) => selection.onChange(new Set(e.target.checked ? pageIds : []))}
                slotProps={{ input: { 'aria-label': t('users.bulk.selectAll') } }}
              />
            ),
            render: (user: AdminUser) => (
              <Checkbox
                checked={selection.selected.has(user.id)}
                onChange={() => toggle(user.id)}
                slotProps={{ input: { 'aria-label': t('users.bulk.select', { name: nameOf(user) }) } }}
              />
            ),
          } satisfies ListColumn<AdminUser, SortColumn>,
        ]
      : []),
    {
      key: 'avatar',
      label: t('users.columns.avatar'),
      hideLabel: true,
      phone: 'start',
      render: (user) => <UserAvatar link={user.media[0]?.url} name={nameOf(user)} size={36} />,
    },
    {
      key: 'name',
      label: t('users.columns.name'),
      sort: 'name',
      phone: 'title',
      cellSx: { fontWeight: 600 },
      render: nameOf,
    },
    {
      key: 'email',
      label: t('users.columns.email'),
      sort: 'email',
      cellSx: { overflowWrap: 'anywhere', minWidth: 170 },
      render: (user) => user.email,
    },
    {
      key: 'role',
      label: t('users.columns.role'),
      sort: 'role',
      render: (user) => t(`roles.${roleLabels[user.role] ?? 'user'}`),
    },
    { key: 'major', label: t('users.columns.major'), render: (user) => user.major || '—' },
    {
      key: 'age',
      label: t('users.columns.age'),
      sort: 'age',
      render: (user) => (user.birthDate ? ageFromBirthDate(user.birthDate) : '—'),
    },
    {
      key: 'registered',
      label: t('users.columns.registered'),
      sort: 'registered',
      render: (user) => formatDate(user.createdAt),
    },
    {
      key: 'status',
      label: t('users.columns.status'),
      sort: 'status',
      render: (user) => <StatusChip status={user.status} />,
    },
    actionsColumn(t('users.columns.actions'), (user) => (
      <UserRowActions user={user} isSelf={user.id === selfId} />
    )),
  ];

  return (
    <ResponsiveTable
      caption={t('users.tableLabel')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      rowProps={(user) => ({ 'data-testid': `user-row-${user.id}` })}
      empty={t('users.empty')}
      dense
      sorting={{
        sort: activeColumn ?? 'registered',
        order: shown,
        onSort: (column) => sortBy(column, column === activeColumn ? flip(shown) : 'asc'),
        onSortOrder: sortBy,
      }}
    />
  );
}
