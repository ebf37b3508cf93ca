// POST /api/studies/{id}/open (admins approve the opening) and POST /api/studies/{id}/close.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import type { StudyDetail } from './getStudy';
import { studiesKeys } from './keys';

export type StudyTransition = 'open' | 'close';

function changeStudyState(id: number, transition: StudyTransition): Promise<StudyDetail> {
  return getData(http.post<{ data: StudyDetail }>(`/studies/${id}/${transition}`));
}

export function useChangeStudyState() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: [...studiesKeys.all, 'state'],
    mutationFn: ({ id, transition }: { id: number; transition: StudyTransition }) =>
      changeStudyState(id, transition),
    onSuccess: (_study, { transition }) => {
      dispatch(notify({ message: `studies.state.done.${transition}`, type: 'success' }));
      return client.invalidateQueries({ queryKey: studiesKeys.all });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
