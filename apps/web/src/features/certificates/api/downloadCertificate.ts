// GET /api/user/certificates/{id}/pdf: the certificate as a PDF, fetched with the bearer token and saved.
import { useMutation } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';

async function downloadCertificate(certificate: { id: number; code: string }): Promise<void> {
  const response = await http.get<Blob>(`/user/certificates/${certificate.id}/pdf`, { responseType: 'blob' });
  saveResponse(response, `parcours-certificate-${certificate.code}.pdf`);
}

const downloadCertificateMutationKey = ['certificates', 'pdf'] as const;

export function useDownloadCertificate() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: downloadCertificateMutationKey,
    mutationFn: downloadCertificate,
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
