// POST /api/classes/join: a signed-in learner enters a class code, joins it and is enrolled in its courses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { useAppDispatch, userRefreshed } from '../../../shared/store';
import { getProfile, profileQueryKey } from '../../auth';

interface JoinAnswer {
  data: { class: { id: number; name: string }; courseIds: number[] };
  message: string;
}

async function joinClass(code: string): Promise<JoinAnswer> {
  return (await http.post<JoinAnswer>('/classes/join', { code })).data;
}

export function useJoinClass() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: ['classes', 'join'],
    mutationFn: joinClass,
    onSuccess: async () => {
      // New enrolments change the learner's course count (the guards read it) and their course lists.
      const profile = await queryClient.fetchQuery({
        queryKey: profileQueryKey,
        queryFn: getProfile,
        staleTime: 0,
      });
      dispatch(userRefreshed(profile));
      await queryClient.invalidateQueries();
    },
  });
}
