// The redirect table of docs/design/product.md §4 as a pure function: who may open which kind of page.
import { roles } from '@parcours/shared';
import { paths } from '../../shared/paths';

export interface GuardSession {
  isAuthenticated: boolean;
  user: {
    role: number;
    coursesCount: number;
    latestCourseId: number | null;
    result?: unknown | null;
  } | null;
}

/**
 * guest: auth pages, only for visitors. auth: any signed-in person. admin / student: that role.
 * authors: course authoring pages (admins, instructors, designers). classRunners: classes and their learners'
 * tables (admins, instructors). The server limits each to their own courses and classes.
 * studentFlow: student pages that need at least one course and a learning-style result.
 * courses: the public course pages that need a course and a result (admins pass: they manage courses).
 * studies: the study pages, for admins and researchers (docs/design/adaptive.md §10).
 */
export type GuardRule =
  | 'guest'
  | 'auth'
  | 'admin'
  | 'authors'
  | 'classRunners'
  | 'student'
  | 'studentFlow'
  | 'courses'
  | 'studies';

const isAdmin = (user: NonNullable<GuardSession['user']>) => user.role === roles.admin;
const isStudent = (user: NonNullable<GuardSession['user']>) => user.role === roles.user;
const isResearcher = (user: NonNullable<GuardSession['user']>) => user.role === roles.researcher;
const isInstructor = (user: NonNullable<GuardSession['user']>) => user.role === roles.instructor;
const isDesigner = (user: NonNullable<GuardSession['user']>) => user.role === roles.designer;
/** Where instructors and designers work: their classes, their courses (docs/design/product.md §6). */
const staffHome = (user: NonNullable<GuardSession['user']>) =>
  isInstructor(user) ? paths.admin.classes : isDesigner(user) ? paths.admin.courses : null;
const hasResult = (user: NonNullable<GuardSession['user']>) =>
  user.result !== null && user.result !== undefined;

/** Where a signed-in person lands: their dashboard, or the step of the learner flow they are at. */
export function homeFor(session: GuardSession): string {
  const { user } = session;
  if (!session.isAuthenticated || !user) return paths.home;
  if (isAdmin(user)) return paths.admin.root;
  if (isResearcher(user)) return paths.studies.root;
  if (isStudent(user)) return user.coursesCount > 0 ? paths.student.root : paths.secondStep.categories;
  return staffHome(user) ?? paths.home;
}

/** Where the learner flow sends a student who is not ready for student pages yet; null when ready. */
function studentFlowStep(user: NonNullable<GuardSession['user']>): string | null {
  if (user.coursesCount <= 0) return paths.secondStep.categories;
  if (!hasResult(user)) {
    return user.latestCourseId !== null
      ? paths.secondStep.questionnaireCourse(user.latestCourseId)
      : paths.secondStep.questionnaire;
  }
  return null;
}

/** The path to go to instead of the requested page, or null when the page may open. */
export function guardRedirect(rule: GuardRule, session: GuardSession): string | null {
  const { user } = session;
  if (rule === 'guest') return session.isAuthenticated ? homeFor(session) : null;

  if (!session.isAuthenticated) return paths.auth.login;
  if (!user) return paths.home;

  switch (rule) {
    case 'auth':
      return null;
    case 'admin':
      return isAdmin(user) ? null : paths.errors.forbidden;
    case 'authors':
      return isAdmin(user) || isInstructor(user) || isDesigner(user) ? null : paths.errors.forbidden;
    case 'classRunners':
      return isAdmin(user) || isInstructor(user) ? null : paths.errors.forbidden;
    case 'student':
      return isStudent(user) ? null : paths.errors.forbidden;
    case 'studentFlow':
      if (!isStudent(user)) return paths.errors.forbidden;
      return studentFlowStep(user);
    case 'studies':
      return isAdmin(user) || isResearcher(user) ? null : paths.errors.forbidden;
    case 'courses':
      if (isAdmin(user)) return null;
      if (!isStudent(user)) return paths.errors.forbidden;
      return studentFlowStep(user);
  }
}

/** The logo goes home for admins and students with courses, otherwise to the categories step. */
export function logoTarget(session: GuardSession): string {
  const { user } = session;
  if (!session.isAuthenticated || !user) return paths.home;
  if (isStudent(user) && user.coursesCount <= 0) return paths.secondStep.categories;
  return paths.home;
}

/** The dashboard entry of the account menu; null when it is disabled (a student with no course). */
export function dashboardTarget(session: GuardSession): string | null {
  const { user } = session;
  if (!session.isAuthenticated || !user) return null;
  if (isAdmin(user)) return paths.admin.root;
  if (isResearcher(user)) return paths.studies.root;
  if (isStudent(user)) return user.coursesCount > 0 ? paths.student.root : null;
  return staffHome(user) ?? paths.dashboard.profile;
}
