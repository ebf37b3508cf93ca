// POST /api/admin/quiz-import/preview and POST /api/admin/{course-quiz/{courseId}|add-quiz-to-lo/{loId}}/import:
// a GIFT or Moodle XML file previewed per question, then imported into the quiz through the builder's save.
import type { QuizFormat, QuizImportPreview } from '@parcours/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { courseQuizQueryKey, type EditableQuiz } from './courseQuiz';
import { unitsQueryKey } from './getUnits';
import type { QuizOwner } from './saveQuiz';

export type ImportPreview = Camelize<QuizImportPreview>;
export type ImportPreviewQuestion = ImportPreview['questions'][number];

export interface QuizFile {
  format: QuizFormat;
  content: string;
  mode: 'append' | 'replace';
}

async function previewQuizImport(file: QuizFile): Promise<ImportPreview> {
  const response = await http.post<{ data: ImportPreview }>('/admin/quiz-import/preview', file);
  return response.data.data;
}

export function usePreviewQuizImport() {
  return useMutation({ mutationFn: previewQuizImport });
}

export interface ImportAnswer {
  data: EditableQuiz;
  imported: number;
  skipped: number[];
  message: string;
}

async function importQuiz(owner: QuizOwner, file: QuizFile): Promise<ImportAnswer> {
  const url = owner.learningObjectId
    ? `/admin/add-quiz-to-lo/${owner.learningObjectId}/import`
    : `/admin/course-quiz/${owner.courseId}/import`;
  const response = await http.post<ImportAnswer>(url, file);
  return response.data;
}

export function useImportQuiz(owner: QuizOwner) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: (file: QuizFile) => importQuiz(owner, file),
    onSuccess: (answer) => {
      dispatch(notify({ message: answer.message }));
      void queryClient.invalidateQueries({ queryKey: courseQuizQueryKey(owner.courseId) });
      void queryClient.invalidateQueries({ queryKey: unitsQueryKey(owner.courseId) });
    },
  });
}
