// GET /api/admin/accepted-users: approved accounts, searched by name or e-mail, for a private course's learners.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type UserItem } from '../../../shared/http';
import type { Page } from '../../categories';

type AcceptedUser = UserItem;

async function listAcceptedUsers(search: string): Promise<Page<AcceptedUser>> {
  return (
    await http.get<Page<AcceptedUser>>('/admin/accepted-users', { params: { search, perPage: 20, page: 1 } })
  ).data;
}

function acceptedUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['users', 'accepted', 'pick', search],
    queryFn: () => listAcceptedUsers(search),
    placeholderData: keepPreviousData,
  });
}

export function useAcceptedUsers(search: string) {
  return useQuery(acceptedUsersQueryOptions(search));
}
