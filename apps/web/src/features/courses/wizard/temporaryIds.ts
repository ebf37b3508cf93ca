// The temporary upload id of each course draft, kept in the encrypted local storage entry `temporaryId`
// ({draftKey: id}), so a cover uploaded before a reload is still attached when the course is saved.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  createSecureStorage,
  memoryOnlyStorage,
  type SecureStorage,
} from '../../../shared/storage/secureStorage';
import { type AppConfig, configQueryKey } from '../../config';

type TemporaryIds = Record<string, string>;

let storage: Promise<SecureStorage> | null = null;

function openStorage(secret: string | undefined): Promise<SecureStorage> {
  if (!storage) {
    const key = (import.meta.env.VITE_STORAGE_KEY as string | undefined) || secret;
    storage =
      key && typeof crypto !== 'undefined' && crypto.subtle
        ? createSecureStorage(key).catch(() => memoryOnlyStorage)
        : Promise.resolve(memoryOnlyStorage);
  }
  return storage;
}

/** A fresh id the upload endpoint accepts (letters, digits, _ . : -). */
function newTemporaryId(draftKey: string): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `course-${draftKey}-${Date.now().toString(36)}-${random}`;
}

export function useTemporaryId(draftKey: string) {
  const client = useQueryClient();
  const secret = client.getQueryData<AppConfig>(configQueryKey)?.storageKey;
  const [temporaryId, setTemporaryId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void openStorage(secret)
      .then((s) => s.get<TemporaryIds>('temporaryId'))
      .then((ids) => {
        if (live) setTemporaryId(ids?.[draftKey] ?? null);
      });
    return () => {
      live = false;
    };
  }, [secret, draftKey]);

  const update = useCallback(
    async (next: string | null) => {
      setTemporaryId(next);
      const s = await openStorage(secret);
      const ids = { ...((await s.get<TemporaryIds>('temporaryId')) ?? {}) };
      if (next) ids[draftKey] = next;
      else delete ids[draftKey];
      await s.set('temporaryId', Object.keys(ids).length ? ids : null);
    },
    [secret, draftKey],
  );

  /** The draft's id, made and stored on first use. */
  const ensure = useCallback(async () => {
    if (temporaryId) return temporaryId;
    const id = newTemporaryId(draftKey);
    await update(id);
    return id;
  }, [temporaryId, draftKey, update]);

  const forget = useCallback(() => update(null), [update]);

  return { temporaryId, ensure, forget };
}
