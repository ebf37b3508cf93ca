// GET /api/certificates/verify/{code} (public): whether a certificate has this code, for whom and which course.
import type { CertificateVerification } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

type Verification = Camelize<CertificateVerification>;

function verifyCertificate(code: string): Promise<Verification> {
  return getData(
    http.get<{ data: Verification }>(`/certificates/verify/${encodeURIComponent(code)}`, {
      skipAuthRefresh: true,
    }),
  );
}

const verifyCertificateQueryKey = (code: string) => ['certificates', 'verify', code.toUpperCase()] as const;

function verifyCertificateQueryOptions(code: string) {
  return queryOptions({
    queryKey: verifyCertificateQueryKey(code),
    queryFn: () => verifyCertificate(code),
    // A 404 is the answer "no such certificate", not a failure to retry.
    retry: false,
  });
}

export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
