import { describe, expect, it } from 'vitest';
import { launchTarget } from './target';

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
});
