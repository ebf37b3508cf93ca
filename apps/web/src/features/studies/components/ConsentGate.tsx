// Before a pretest: when the course is in an open study and the learner has not decided yet (or chose to read
// later), the consent page comes first (docs/design/adaptive.md §10). The server refuses the pretest too.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { Loading } from '../../../shared/ui/QueryState';
import { useCourseStudy } from '../api/getCourseStudy';

export function ConsentGate({ courseId, children }: { courseId: number; children: ReactNode }) {
  const info = useCourseStudy(courseId);
  const location = useLocation();
  if (info.isPending) return <Loading />;
  // Without an answer the pretest page shows, and the server says whether a decision is needed.
  if (info.isError) return children;
  const { study, status } = info.data;
  if (study && (status === undefined || status === 'pending')) {
    return <Navigate to={paths.studies.consent(courseId, location.pathname)} replace />;
  }
  return children;
}
