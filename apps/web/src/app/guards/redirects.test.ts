import { describe, expect, it } from 'vitest';
import {
  dashboardTarget,
  type GuardRule,
  type GuardSession,
  guardRedirect,
  homeFor,
  logoTarget,
} from './redirects';

const guest: GuardSession = { isAuthenticated: false, user: null };
const tokenWithoutUser: GuardSession = { isAuthenticated: true, user: null };
const admin: GuardSession = {
  isAuthenticated: true,
  user: { role: 1, coursesCount: 0, latestCourseId: null, result: null },
};
const newStudent: GuardSession = {
  isAuthenticated: true,
  user: { role: 0, coursesCount: 0, latestCourseId: null, result: null },
};
const enrolledStudent: GuardSession = {
  isAuthenticated: true,
  user: { role: 0, coursesCount: 2, latestCourseId: 17, result: null },
};
const readyStudent: GuardSession = {
  isAuthenticated: true,
  user: { role: 0, coursesCount: 2, latestCourseId: 17, result: { dimensions: [] } },
};
const researcher: GuardSession = {
  isAuthenticated: true,
  user: { role: 4, coursesCount: 0, latestCourseId: null, result: null },
};
const designer: GuardSession = {
  isAuthenticated: true,
  user: { role: 3, coursesCount: 0, latestCourseId: null, result: null },
};
const instructor: GuardSession = {
  isAuthenticated: true,
  user: { role: 2, coursesCount: 0, latestCourseId: null, result: null },
};

describe('guardRedirect', () => {
  const table: [GuardRule, string, GuardSession, string | null][] = [
    // auth pages
    ['guest', 'visitor', guest, null],
    ['guest', 'admin', admin, '/dashboard/admin'],
    ['guest', 'student without course', newStudent, '/second-step/categories'],
    ['guest', 'student with courses', enrolledStudent, '/dashboard/student'],
    ['guest', 'designer', designer, '/dashboard/admin/courses'],
    ['guest', 'instructor', instructor, '/dashboard/admin/classes'],
    // any signed-in page
    ['auth', 'visitor', guest, '/auth/login'],
    ['auth', 'token without user', tokenWithoutUser, '/'],
    ['auth', 'student', newStudent, null],
    // admin pages
    ['admin', 'visitor', guest, '/auth/login'],
    ['admin', 'admin', admin, null],
    ['admin', 'student', readyStudent, '/403'],
    // second-step pages
    ['student', 'visitor', guest, '/auth/login'],
    ['student', 'admin', admin, '/403'],
    ['student', 'student without course', newStudent, null],
    // student pages
    ['studentFlow', 'visitor', guest, '/auth/login'],
    ['studentFlow', 'admin', admin, '/403'],
    ['studentFlow', 'student without course', newStudent, '/second-step/categories'],
    ['studentFlow', 'student without result', enrolledStudent, '/second-step/silverman-questions/17'],
    ['studentFlow', 'ready student', readyStudent, null],
    // course list and single course
    ['courses', 'visitor', guest, '/auth/login'],
    ['courses', 'student without course', newStudent, '/second-step/categories'],
    ['courses', 'student without result', enrolledStudent, '/second-step/silverman-questions/17'],
    ['courses', 'ready student', readyStudent, null],
    ['courses', 'admin', admin, null],
    ['courses', 'other role', designer, '/403'],
    ['courses', 'researcher', researcher, '/403'],
    // studies: admins and researchers (docs/design/adaptive.md §10)
    ['studies', 'visitor', guest, '/auth/login'],
    ['studies', 'admin', admin, null],
    ['studies', 'researcher', researcher, null],
    ['studies', 'student', readyStudent, '/403'],
    ['studies', 'other role', designer, '/403'],
    ['admin', 'researcher', researcher, '/403'],
    ['student', 'researcher', researcher, '/403'],
    ['guest', 'researcher', researcher, '/studies'],
    // course authoring pages: admins, instructors, designers
    ['authors', 'visitor', guest, '/auth/login'],
    ['authors', 'admin', admin, null],
    ['authors', 'instructor', instructor, null],
    ['authors', 'designer', designer, null],
    ['authors', 'student', readyStudent, '/403'],
    // classes and their learners: admins and instructors
    ['classRunners', 'admin', admin, null],
    ['classRunners', 'instructor', instructor, null],
    ['classRunners', 'designer', designer, '/403'],
    ['classRunners', 'student', readyStudent, '/403'],
    // admin pages stay the admin's
    ['admin', 'instructor', instructor, '/403'],
    ['admin', 'designer', designer, '/403'],
  ];

  it.each(table)('%s page, %s -> %s', (rule, _who, session, expected) => {
    expect(guardRedirect(rule, session)).toBe(expected);
  });

  it('sends a student with courses but no known latest course to the questionnaire', () => {
    const session: GuardSession = {
      isAuthenticated: true,
      user: { role: 0, coursesCount: 1, latestCourseId: null, result: null },
    };
    expect(guardRedirect('studentFlow', session)).toBe('/second-step/silverman-questions');
  });
});

describe('homeFor, logoTarget, dashboardTarget', () => {
  it('lands each person where docs/design/product.md §4 says', () => {
    expect(homeFor(guest)).toBe('/');
    expect(homeFor(admin)).toBe('/dashboard/admin');
    expect(homeFor(newStudent)).toBe('/second-step/categories');
    expect(homeFor(readyStudent)).toBe('/dashboard/student');
    expect(homeFor(researcher)).toBe('/studies');
  });

  it('points the logo home except for a student without course', () => {
    expect(logoTarget(guest)).toBe('/');
    expect(logoTarget(admin)).toBe('/');
    expect(logoTarget(enrolledStudent)).toBe('/');
    expect(logoTarget(newStudent)).toBe('/second-step/categories');
  });

  it('disables the dashboard entry for a student without course', () => {
    expect(dashboardTarget(newStudent)).toBeNull();
    expect(dashboardTarget(enrolledStudent)).toBe('/dashboard/student');
    expect(dashboardTarget(admin)).toBe('/dashboard/admin');
    expect(dashboardTarget(researcher)).toBe('/studies');
  });
});
