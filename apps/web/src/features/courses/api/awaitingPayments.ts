// GET /api/admin/enrolments/awaiting-payment and POST /api/admin/enrolments/mark-paid: the enrolments of paid
// courses that wait for an admin to mark their payment received, and marking some received.
import type { AwaitingPayment, MarkPaidData } from '@parcours/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';
import type { Page } from '../../categories';
import { coursesKey } from './listCourses';

type AwaitingPaymentItem = Camelize<AwaitingPayment>;

export interface AwaitingPaymentParams {
  page: number;
  perPage: number;
  courseId: number | null;
}

const awaitingPaymentsKey = [...coursesKey, 'awaiting-payment'] as const;

async function listAwaitingPayments(params: AwaitingPaymentParams): Promise<Page<AwaitingPaymentItem>> {
  const { courseId, ...rest } = params;
  const response = await http.get<Page<AwaitingPaymentItem>>('/admin/enrolments/awaiting-payment', {
    params: courseId === null ? rest : { ...rest, courseId },
  });
  return response.data;
}

function awaitingPaymentsQueryOptions(params: AwaitingPaymentParams) {
  return queryOptions({
    queryKey: [...awaitingPaymentsKey, params],
    queryFn: () => listAwaitingPayments(params),
    placeholderData: keepPreviousData,
  });
}

export function useAwaitingPayments(params: AwaitingPaymentParams) {
  return useQuery(awaitingPaymentsQueryOptions(params));
}

type MarkPaidAnswer = { data: Camelize<MarkPaidData>; message: string };

async function markPaid(enrolmentIds: number[]): Promise<MarkPaidAnswer> {
  const response = await http.post<MarkPaidAnswer>('/admin/enrolments/mark-paid', { enrolmentIds });
  return response.data;
}

/** Marks the enrolments paid; the list (and the courses the learners see) load again. */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...awaitingPaymentsKey, 'mark'],
    mutationFn: markPaid,
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKey }),
  });
}
