// POST /api/media/upload-media: the cover picture, uploaded ahead under the draft's temporary id.
import { useMutation } from '@tanstack/react-query';
import { useUpload } from '../../../shared/hooks/useUpload';
import type { MediaData } from '../../../shared/http';
import { coursesKey } from './listCourses';

export type UploadedMedia = MediaData & { temporaryId: string | null };

export function useUploadCover() {
  const upload = useUpload();
  return useMutation({
    mutationKey: [...coursesKey, 'cover'],
    mutationFn: ({ file, temporaryId }: { file: File; temporaryId: string }) =>
      upload<UploadedMedia>('/media/upload-media', file, {
        fields: { temporaryId, isSupplementary: 'false' },
      }),
  });
}
