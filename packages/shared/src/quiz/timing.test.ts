import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  attemptExpiry,
  isLateSubmission,
  submissionGraceSeconds,
  timeSpentSeconds,
} from './timing';

const start = '2025-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(start) + seconds * 1000);

describe('deadline and late submissions', () => {
  it('puts the deadline at start + limit, none without a limit', () => {
    expect(attemptDeadline(start, 600)?.toISOString()).toBe('2025-03-01T10:10:00.000Z');
    expect(attemptDeadline(start, null)).toBeNull();
    expect(attemptDeadline(start, 0)).toBeNull();
    expect(attemptExpiry(start, 600)?.toISOString()).toBe('2025-03-01T10:10:30.000Z');
  });
  it('accepts a submission up to and including deadline + 30 s', () => {
    expect(submissionGraceSeconds).toBe(30);
    expect(isLateSubmission(start, 600, at(600))).toBe(false);
    expect(isLateSubmission(start, 600, at(630))).toBe(false);
    expect(isLateSubmission(start, 600, new Date(at(630).getTime() + 1))).toBe(true);
    expect(isLateSubmission(start, 600, at(3600))).toBe(true);
  });
  it('never counts a submission late without a limit', () => {
    expect(isLateSubmission(start, null, at(86_400 * 30))).toBe(false);
  });
});

describe('time spent', () => {
  it('is the time since the start, whatever the browser counted after a reload', () => {
    // Started at 0, reloaded at 17 s, submitted at 27 s: 27 s spent, not the 10 s since the reload.
    expect(timeSpentSeconds(start, at(27))).toBe(27);
  });
  it('counts whole seconds', () => {
    expect(timeSpentSeconds(start, new Date(at(75).getTime() + 900))).toBe(75);
  });
  it('is never negative', () => {
    expect(timeSpentSeconds(start, at(-10))).toBe(0);
  });
});
