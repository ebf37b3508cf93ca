// GET /api/admin/users/{id}: one account, to fill the edit form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { usersKeys } from './keys';
import type { AdminUser } from './listUsers';

function getUser(id: number): Promise<AdminUser> {
  return getData(http.get<{ data: AdminUser }>(`/admin/users/${id}`));
}

function userQueryOptions(id: number) {
  return queryOptions({ queryKey: usersKeys.detail(id), queryFn: () => getUser(id) });
}

export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
