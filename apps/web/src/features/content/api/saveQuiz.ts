// POST /api/admin/course-quiz/{courseId} or /api/admin/add-quiz-to-lo/{loId}: the whole quiz, questions in order.
import type { LearnerLevel } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import type { EditableQuiz } from './courseQuiz';
import { courseQuizQueryKey } from './courseQuiz';
import { unitsQueryKey } from './getUnits';
import { quizVersionsKey } from './quizVersions';

export interface QuizPayload {
  passMark: number;
  timeLimitSeconds: number | null;
  cooldownSeconds: number | null;
  /** The course quiz only (docs/design/adaptive.md §5); never sent for a learning object's quiz. */
  parallelForms?: 0 | 1;
  questions: {
    id?: number;
    question: string;
    type: number;
    isValid?: 0 | 1;
    /** A short answer compared with case (SHORT_ANSWER only). */
    caseSensitive?: 0 | 1;
    /** The author's level; null for none. */
    level: LearnerLevel | null;
    answers: {
      id?: number;
      /** An answer, an accepted answer, a matching question's prompt ('' for an extra answer) or an item to order. */
      answer: string;
      /** Not sent for a matching or ordering question. */
      isValid?: 0 | 1;
      /** The text a MATCHING question's prompt matches. */
      match?: string;
      /** An accepted answer's credit, 0..1 (NUMERICAL and SHORT_ANSWER; a QCM answer's is its validity). */
      credit?: number;
      /** A NUMERICAL answer's tolerance, 0 or more. */
      tolerance?: number;
    }[];
  }[];
  deletedQuestions: number[];
}

export type QuizOwner = { courseId: number; learningObjectId?: number };

async function saveQuiz(
  owner: QuizOwner,
  body: QuizPayload,
): Promise<{ data: EditableQuiz; message: string }> {
  const url = owner.learningObjectId
    ? `/admin/add-quiz-to-lo/${owner.learningObjectId}`
    : `/admin/course-quiz/${owner.courseId}`;
  const response = await http.post<{ data: EditableQuiz; message: string }>(url, body);
  return response.data;
}

export function useSaveQuiz(owner: QuizOwner) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: (body: QuizPayload) => saveQuiz(owner, body),
    onSuccess: (answer) => {
      dispatch(notify({ message: answer.message }));
      void queryClient.invalidateQueries({ queryKey: courseQuizQueryKey(owner.courseId) });
      void queryClient.invalidateQueries({ queryKey: unitsQueryKey(owner.courseId) });
      void queryClient.invalidateQueries({ queryKey: quizVersionsKey(answer.data.id) });
    },
  });
}
