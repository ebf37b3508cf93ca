// POST /api/user/Silverman/submit-responses: scores the 44 answers; the result becomes the learner's result.
import type { LearningStyleResult } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, getData, http, refreshLearnerProgress } from '../../../shared/http';
import { learningStyleSaved, questionnaireSubmitted, useAppDispatch } from '../../../shared/store';

export type StyleResult = Camelize<LearningStyleResult>;

interface SubmitQuestionnaireInput {
  courseId: number;
  responses: { questionId: number; answer: 'a' | 'b' }[];
}

function submitQuestionnaire(input: SubmitQuestionnaireInput): Promise<StyleResult> {
  return getData(http.post<{ data: StyleResult }>('/user/Silverman/submit-responses', input));
}

const submitQuestionnaireKey = ['questionnaire', 'submit'] as const;

export function useSubmitQuestionnaire() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitQuestionnaireKey,
    mutationFn: submitQuestionnaire,
    onSuccess: (result) => {
      // The session keeps the result so the learner-flow guards let the learner through at once.
      dispatch(learningStyleSaved(result));
      dispatch(questionnaireSubmitted(result));
      void queryClient.invalidateQueries({ queryKey: ['questionnaire', 'results'] });
      // Every path is rebuilt from the latest result.
      void refreshLearnerProgress(queryClient);
    },
  });
}
