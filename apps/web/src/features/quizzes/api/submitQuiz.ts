// POST /api/user/quiz/submit/{quizId} (course quiz) or /api/user/lo-quiz/submit/{quizId} (learning-object quiz).
import type { CourseQuizSubmitResult, QuizSubmitResult } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http, refreshLearnerProgress } from '../../../shared/http';

/** A learning-object quiz's result, or a course quiz's (what it counts as and, for the pretest, the level). */
export type SubmitResult = Camelize<QuizSubmitResult> | Camelize<CourseQuizSubmitResult>;
export type QuizTarget = 'course' | 'learning_object';

interface SubmitQuizInput {
  quizId: number;
  target: QuizTarget;
  attemptId: number;
  answers: { questionId: number; answer: (string | number)[] }[];
  timeSpent: number;
}

function submitQuiz({ quizId, target, ...body }: SubmitQuizInput): Promise<SubmitResult> {
  const url = target === 'course' ? `/user/quiz/submit/${quizId}` : `/user/lo-quiz/submit/${quizId}`;
  return getData(http.post<{ data: SubmitResult }>(url, body));
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: () => {
      // Scores, passed flags of the content, mastery along the path, progress and gains all change with a
      // submission.
      void refreshLearnerProgress(queryClient);
    },
  });
}
