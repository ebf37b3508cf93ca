// GET /api/admin/courses/{courseId}/gradebook.csv: every row of the gradebook as filtered, fetched with the bearer
// token and saved as a file.
import { useMutation } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';
import { type GradebookQuery, gradebookParams } from './getGradebook';

async function downloadGradebookCsv({
  courseId,
  query,
}: {
  courseId: number;
  query: GradebookQuery;
}): Promise<void> {
  const response = await http.get<Blob>(`/admin/courses/${courseId}/gradebook.csv`, {
    params: gradebookParams(query),
    responseType: 'blob',
  });
  saveResponse(response, `gradebook-${courseId}.csv`);
}

export function useGradebookCsv() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: ['gradebook', 'csv'],
    mutationFn: downloadGradebookCsv,
    onSuccess: () => dispatch(notify({ message: 'gradebook.csv.done', type: 'success' })),
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
