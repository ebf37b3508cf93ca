// Media links are signed for some hours (docs/security.md, "Media links"). A page left open past a link's expiry
// asks the server again when a file then fails to load: refetching the page's data brings fresh links. Only an
// expired link asks, and only once, so a file that is really missing never sets off a loop of refetches.
import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useCallback } from 'react';

const asked = new Set<string>();

/** Whether a media link carries an expiry that has passed. */
export function isExpiredLink(link: string, now = Date.now()): boolean {
  const query = link.split('?')[1];
  const expires = query ? Number(new URLSearchParams(query).get('expires')) : Number.NaN;
  return Number.isFinite(expires) && expires * 1000 <= now;
}

/** An `onError` for <img>, <video> and <audio> showing a media link. */
export function useMediaLinkRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      const link = event.currentTarget.getAttribute('src') ?? '';
      if (!link || asked.has(link) || !isExpiredLink(link)) return;
      asked.add(link);
      void queryClient.invalidateQueries({ refetchType: 'active' });
    },
    [queryClient],
  );
}
