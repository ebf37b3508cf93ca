// POST /api/admin/users/import: checks (dry run) or imports learners from CSV text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { usersKeys } from './keys';

interface ImportLine {
  line: number;
  email: string;
  className: string | null;
  errors: string[];
}

export interface ImportAnswer {
  data: { dryRun: boolean; lines: ImportLine[]; created: number };
  message: string;
}

async function importLearners(csv: string, dryRun: boolean): Promise<ImportAnswer> {
  return (await http.post<ImportAnswer>('/admin/users/import', { csv, dryRun })).data;
}

export function useImportLearners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...usersKeys.all, 'import'],
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importLearners(csv, dryRun),
    onSuccess: (answer) => {
      if (!answer.data.dryRun) void queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
