// Uploads a file and keeps its progress in the store, keyed by the file (name, size, last modified).
import { useCallback } from 'react';
import { fileKey, type UploadOptions, uploadFile } from '../http/upload';
import { uploadForgotten, uploadProgressed, useAppDispatch, useAppSelector } from '../store';

export function useUpload() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(url: string, file: File, options: Omit<UploadOptions, 'onProgress'> = {}): Promise<T> => {
      const key = fileKey(file);
      dispatch(uploadProgressed({ key, percent: 0 }));
      try {
        return await uploadFile<T>(url, file, {
          ...options,
          onProgress: (k, percent) => dispatch(uploadProgressed({ key: k, percent })),
        });
      } catch (error) {
        dispatch(uploadForgotten(key));
        throw error;
      }
    },
    [dispatch],
  );
}

/** Percent uploaded of a file, or null when it is not being uploaded. */
export function useUploadProgress(file: File | null): number | null {
  return useAppSelector((state) => (file ? (state.uploads.progress[fileKey(file)] ?? null) : null));
}
