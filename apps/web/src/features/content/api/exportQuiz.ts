// GET /api/admin/quizzes/{quizId}/export?format=: the quiz as a GIFT or Moodle XML file, saved by the browser.
import type { QuizFormat } from '@parcours/shared';
import { useMutation } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';

async function exportQuiz({ quizId, format }: { quizId: number; format: QuizFormat }): Promise<void> {
  const response = await http.get<Blob>(`/admin/quizzes/${quizId}/export`, {
    params: { format },
    responseType: 'blob',
  });
  saveResponse(response, `parcours-quiz-${quizId}.${format === 'gift' ? 'gift' : 'xml'}`);
}

export function useExportQuiz() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: exportQuiz,
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
