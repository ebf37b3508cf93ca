// GET /api/admin/research-export.csv: the research export, fetched with the bearer token and saved as a file.
import { useMutation } from '@tanstack/react-query';
import { errorMessageKey, http } from '../../../shared/http';
import { saveResponse } from '../../../shared/http/download';
import { notify, useAppDispatch } from '../../../shared/store';

async function downloadResearchExport(courseId: number | null): Promise<void> {
  const response = await http.get<Blob>('/admin/research-export.csv', {
    params: { courseId: courseId ?? undefined },
    responseType: 'blob',
  });
  saveResponse(response, 'parcours-research-export.csv');
}

const researchExportMutationKey = ['dashboards', 'research-export'] as const;

export function useResearchExport() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: researchExportMutationKey,
    mutationFn: downloadResearchExport,
    onSuccess: () => dispatch(notify({ message: 'dashboards.export.done', type: 'success' })),
    onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
  });
}
