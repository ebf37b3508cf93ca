// Where the web app goes after a launch (docs/integrations.md, "LTI 1.3"): a learner into the course viewer (the
// learner flow's guard may first ask for the questionnaire), a teacher to the deep-linking choice, the course
// picker of a link naming no course, or their dashboard. The launch page itself says when a learner's LMS course
// has no Parcours course (`launchNotice`) before offering their home page.
import { roles } from '@parcours/shared';
import { paths } from '../../../shared/paths';
import type { LaunchSession } from '../api/launch';

export function launchTarget(session: Pick<LaunchSession, 'target' | 'user'>): string {
  const { target, user } = session;
  if (target.kind === 'deep_link') return paths.lti.deepLink(target.request);
  if (target.kind === 'pick_course') return paths.lti.pickCourse(target.linkId);
  if (target.kind === 'course' && user.role === roles.user) return paths.student.course(target.courseId);
  return paths.dashboard.root;
}

/** The message a launch leaves the learner with instead of moving on at once, if any. */
export function launchNotice(session: Pick<LaunchSession, 'target'>): string | null {
  const { target } = session;
  return target.kind === 'home' && target.notice === 'no_course' ? 'lti.launch.noCourse' : null;
}
