// Where the web app goes after a launch (docs/integrations.md, "LTI 1.3"): a learner into the course viewer (the
// learner flow's guard may first ask for the questionnaire), a teacher to the deep-linking picker or their
// dashboard.
import { roles } from '@parcours/shared';
import { paths } from '../../../shared/paths';
import type { LaunchSession } from '../api/launch';

export function launchTarget(session: Pick<LaunchSession, 'target' | 'user'>): string {
  const { target, user } = session;
  if (target.kind === 'deep_link') return paths.lti.deepLink(target.request);
  if (target.kind === 'course' && user.role === roles.user) return paths.student.course(target.courseId);
  return paths.dashboard.root;
}
