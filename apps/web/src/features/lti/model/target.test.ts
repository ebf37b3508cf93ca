import { describe, expect, it } from 'vitest';
import { launchNotice, launchTarget } from './target';

describe('launchTarget', () => {
  it('opens the course viewer for a learner, the picker for a deep link, the dashboard otherwise', () => {
    expect(launchTarget({ target: { kind: 'course', courseId: 12 }, user: { role: 0 } as never })).toBe(
      '/dashboard/student/courses/12',
    );
    expect(launchTarget({ target: { kind: 'deep_link', request: 'a b' }, user: { role: 2 } as never })).toBe(
      '/lti/deep-link/a%20b',
    );
    expect(launchTarget({ target: { kind: 'course', courseId: 12 }, user: { role: 2 } as never })).toBe(
      '/dashboard',
    );
    expect(launchTarget({ target: { kind: 'home' }, user: { role: 0 } as never })).toBe('/dashboard');
  });

  it('opens the course picker for a teacher of a link naming no course', () => {
    expect(launchTarget({ target: { kind: 'pick_course', linkId: 31 }, user: { role: 2 } as never })).toBe(
      '/lti/pick-course/31',
    );
  });

  it("leaves a notice when the learner's LMS course has no Parcours course, none otherwise", () => {
    expect(launchNotice({ target: { kind: 'home', notice: 'no_course' } })).toBe('lti.launch.noCourse');
    expect(launchNotice({ target: { kind: 'home' } })).toBeNull();
    expect(launchNotice({ target: { kind: 'course', courseId: 3 } })).toBeNull();
  });
});
