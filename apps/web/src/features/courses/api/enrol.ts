// POST /api/user/subscribe-course/{id}: enrols the learner, updates the stored session, opens the pre-test.
import type { EnrolResult } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type Camelize, errorMessageKey, getData, http } from '../../../shared/http';
import { enrolmentChanged, notify, useAppDispatch } from '../../../shared/store';
import { coursesKey } from './listCourses';

/** A paid course needs the final price the learner confirmed (docs/design/product.md §4). */
interface EnrolInput {
  courseId: number;
  confirmPrice?: number;
  /** The course keeps its content closed until an admin marks the payment received: stay on the course page. */
  awaitsPayment?: boolean;
}

type Enrolment = Camelize<EnrolResult>;

function enrol({ courseId, confirmPrice }: EnrolInput): Promise<Enrolment> {
  return getData(
    http.post<{ data: Enrolment }>(
      `/user/subscribe-course/${courseId}`,
      confirmPrice === undefined ? undefined : { confirmPrice },
    ),
  );
}

/** Enrols, then sends the learner to `pretestPath(courseId)`, unless the course first waits for the payment. */
export function useEnrol(pretestPath: (courseId: number) => string) {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: [...coursesKey, 'enrol'],
    mutationFn: enrol,
    onSuccess: (result, { courseId, awaitsPayment }) => {
      dispatch(enrolmentChanged({ coursesCount: result.coursesCount, latestCourseId: result.id }));
      dispatch(
        notify({ message: awaitsPayment ? 'courses.enrol.doneAwaitingPayment' : 'courses.enrol.done' }),
      );
      void client.invalidateQueries({ queryKey: coursesKey });
      if (!awaitsPayment) navigate(pretestPath(courseId));
    },
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
