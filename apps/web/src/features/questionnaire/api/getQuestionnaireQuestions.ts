// GET /api/user/Silverman/questions: the 44 learning-style items in the current language.
import type { QuestionnaireQuestionWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Camelize, getData, http } from '../../../shared/http';

export type QuestionnaireItem = Camelize<QuestionnaireQuestionWire>;

function getQuestionnaireQuestions(): Promise<QuestionnaireItem[]> {
  return getData(http.get<{ data: QuestionnaireItem[] }>('/user/Silverman/questions'));
}

const questionnaireQuestionsKey = (language: string) => ['questionnaire', 'questions', language] as const;

function questionnaireQuestionsOptions(language: string) {
  return queryOptions({
    queryKey: questionnaireQuestionsKey(language),
    queryFn: getQuestionnaireQuestions,
    // The items only change with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The items in the language shown: switching language fetches them again in the other one. */
export function useQuestionnaireQuestions() {
  const { i18n } = useTranslation();
  return useQuery(questionnaireQuestionsOptions(i18n.language));
}
