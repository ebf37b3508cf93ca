// GET /api/admin/users, /admin/pending-users, /admin/accepted-users: one page of accounts and the pending count.
import { pagination, type UserSortColumn } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type UserItem } from '../../../shared/http';
import { type UsersTab, usersKeys } from './keys';

export type AdminUser = UserItem;

export interface UserListParams {
  page: number;
  search: string;
  sort: UserSortColumn;
  order: 'asc' | 'desc';
}

interface UserListPage {
  data: AdminUser[];
  meta: { currentPage: number; perPage: number; total: number; pendingTotal: number };
}

const listPaths: Record<UsersTab, string> = {
  all: '/admin/users',
  pending: '/admin/pending-users',
  accepted: '/admin/accepted-users',
};

async function listUsers(tab: UsersTab, params: UserListParams): Promise<UserListPage> {
  const response = await http.get<UserListPage>(listPaths[tab], {
    params: { ...params, perPage: pagination.rowsPerPage },
  });
  return response.data;
}

function userListQueryOptions(tab: UsersTab, params: UserListParams) {
  return queryOptions({
    queryKey: [...usersKeys.lists(), tab, params] as const,
    queryFn: () => listUsers(tab, params),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUserList(tab: UsersTab, params: UserListParams) {
  return useQuery(userListQueryOptions(tab, params));
}
