// Route loaders of the learner's main pages (docs/design/architecture.md §4): on a navigation they start the
// page's reads with the very query options the page then uses (shared/http/queries.ts), while the page's code
// downloads, and return at once: the page shows its own loading and error states. They never read for a
// visitor the guards will send away, and do nothing before start-up has made the query cache.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../i18n';
import { contentQuery, courseQuery, dashboardQuery, pathQuery } from '../../shared/http';
import { type AppStore, selectSession } from '../../shared/store';

let context: { queryClient: QueryClient; store: AppStore } | null = null;

/** Called once the app renders: from then on navigations prefetch. */
export function provideLoaderContext(value: { queryClient: QueryClient; store: AppStore } | null) {
  context = value;
}

function prefetch(signedInOnly: boolean, start: (client: QueryClient) => void): null {
  if (!context) return null;
  if (signedInOnly && !selectSession(context.store.getState()).isAuthenticated) return null;
  start(context.queryClient);
  return null;
}

function courseIdOf({ params }: LoaderFunctionArgs): number | null {
  const id = Number(params.courseId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const loaders = {
  /** /dashboard/student */
  dashboard: () => prefetch(true, (client) => void client.prefetchQuery(dashboardQuery())),
  /** /courses/:courseId, open to visitors. */
  course: (args: LoaderFunctionArgs) => {
    const id = courseIdOf(args);
    return id === null ? null : prefetch(false, (client) => void client.prefetchQuery(courseQuery(id)));
  },
  /** /dashboard/student/courses/:courseId: the content and the path beside it. */
  player: (args: LoaderFunctionArgs) => {
    const id = courseIdOf(args);
    return id === null
      ? null
      : prefetch(true, (client) => {
          void client.prefetchQuery(contentQuery(id));
          void client.prefetchQuery(pathQuery(id, i18n.language));
        });
  },
  /** /dashboard/student/courses/:courseId/path: the path and the course card above it. */
  path: (args: LoaderFunctionArgs) => {
    const id = courseIdOf(args);
    return id === null
      ? null
      : prefetch(true, (client) => {
          void client.prefetchQuery(pathQuery(id, i18n.language));
          void client.prefetchQuery(courseQuery(id));
        });
  },
};
