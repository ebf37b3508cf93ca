// Reviews: a course's public list with its mean, the caller's own review (read, save, delete), and an admin
// hiding an abusive one. Saving or deleting refreshes the course (its card and page show the mean) and the list.
import type { Review, ReviewType } from '@parcours/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Camelize, errorMessageKey, getData, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';

export type ReviewItem = Camelize<Review>;
export interface ReviewPage {
  data: ReviewItem[];
  meta: { currentPage: number; perPage: number; total: number; averageRating: number | null };
}
export interface ReviewTarget {
  reviewType: ReviewType;
  /** Course reviews only. */
  courseId?: number;
}

const reviewsKey = ['reviews'] as const;
const courseReviewsKey = (courseId: number, page: number) =>
  [...reviewsKey, 'course', courseId, page] as const;
const myReviewKey = (target: ReviewTarget) =>
  [...reviewsKey, 'mine', target.reviewType, target.courseId ?? null] as const;

export const reviewsPerPage = 5;

export function useCourseReviews(courseId: number, page: number) {
  return useQuery({
    queryKey: courseReviewsKey(courseId, page),
    queryFn: async () =>
      (
        await http.get<ReviewPage>(`/courses/${courseId}/reviews`, {
          params: { page, perPage: reviewsPerPage },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useMyReview(target: ReviewTarget, enabled: boolean) {
  return useQuery({
    queryKey: myReviewKey(target),
    queryFn: () => getData(http.get<{ data: ReviewItem | null }>('/user/review', { params: target })),
    enabled,
  });
}

export interface ReviewValues {
  rating: number;
  comment: string;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKey }),
      queryClient.invalidateQueries({ queryKey: ['courses'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboards'] }),
    ]);
}

export function useSaveReview(target: ReviewTarget) {
  const dispatch = useAppDispatch();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (values: ReviewValues) =>
      (await http.post<{ data: ReviewItem; message: string }>('/user/review', { ...target, ...values })).data,
    onSuccess: ({ message }) => {
      dispatch(notify({ message, type: 'success' }));
      return refresh();
    },
  });
}

export function useDeleteReview() {
  const dispatch = useAppDispatch();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete<{ message: string }>(`/user/review/${id}`)).data,
    onSuccess: ({ message }) => {
      dispatch(notify({ message, type: 'success' }));
      return refresh();
    },
  });
}

export function useHideReview() {
  const dispatch = useAppDispatch();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, hidden, reason }: { id: number; hidden: boolean; reason?: string }) =>
      (await http.patch<{ data: ReviewItem; message: string }>(`/admin/reviews/${id}`, { hidden, reason }))
        .data,
    onSuccess: ({ message }) => {
      dispatch(notify({ message, type: 'success' }));
      return refresh();
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}

export interface AdminReviewQuery {
  page: number;
  perPage: number;
  search: string;
  courseId: number | null;
  reviewType: ReviewType | null;
  rating: number | null;
  hidden: boolean | null;
}
export interface AdminReviewPage {
  data: ReviewItem[];
  meta: { currentPage: number; perPage: number; total: number };
}

/** `GET /api/admin/reviews`: every review, filtered, searched and paged by the server. */
export function useAdminReviews(query: AdminReviewQuery) {
  return useQuery({
    queryKey: [...reviewsKey, 'admin', query],
    queryFn: async () =>
      (
        await http.get<AdminReviewPage>('/admin/reviews', {
          params: {
            page: query.page,
            perPage: query.perPage,
            search: query.search.trim() || undefined,
            courseId: query.courseId ?? undefined,
            reviewType: query.reviewType ?? undefined,
            rating: query.rating ?? undefined,
            hidden: query.hidden === null ? undefined : String(query.hidden),
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
