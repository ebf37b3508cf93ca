// POST /api/studies/{id}/withdraw: the learner leaves the study; learning goes on, their data leaves its exports.
import type { ParticipationStatusBody } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { studiesKeys } from './keys';

function withdrawFromStudy(studyId: number) {
  return getData(http.post<{ data: ParticipationStatusBody }>(`/studies/${studyId}/withdraw`));
}

export function useWithdrawFromStudy() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: [...studiesKeys.all, 'withdraw'],
    mutationFn: withdrawFromStudy,
    onSuccess: () => {
      dispatch(notify({ message: 'studies.mine.withdrawn', type: 'success' }));
      return client.invalidateQueries({ queryKey: studiesKeys.all });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
