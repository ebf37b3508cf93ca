// POST /api/user/certificates/{courseId}: issues the certificate of a completed, passed course (or answers
// the one already issued).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { type Certificate, certificatesQueryKey } from './getCertificates';

function issueCertificate(courseId: number): Promise<Certificate> {
  return getData(http.post<{ data: Certificate }>(`/user/certificates/${courseId}`));
}

const issueCertificateMutationKey = ['certificates', 'issue'] as const;

export function useIssueCertificate() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: issueCertificateMutationKey,
    mutationFn: issueCertificate,
    onSuccess: () => {
      dispatch(notify({ message: 'certificates.issued', type: 'success' }));
      return queryClient.invalidateQueries({ queryKey: certificatesQueryKey() });
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
