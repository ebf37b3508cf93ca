// GET /api/user/certificates: the learner's certificates, latest first.
import type { Certificate as CertificateWire } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http, type PageMeta, queryKeys } from '../../../shared/http';

export type Certificate = Camelize<CertificateWire>;
interface CertificatePage {
  data: Certificate[];
  meta: PageMeta;
}

async function getCertificates(page: number): Promise<CertificatePage> {
  const response = await http.get<CertificatePage>('/user/certificates', { params: { page } });
  return response.data;
}

export const certificatesQueryKey = queryKeys.certificates;

function certificatesQueryOptions(page: number) {
  return queryOptions({ queryKey: certificatesQueryKey(page), queryFn: () => getCertificates(page) });
}

export function useCertificates(page: number) {
  return useQuery({ ...certificatesQueryOptions(page), placeholderData: keepPreviousData });
}
