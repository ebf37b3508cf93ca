import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  attemptExpiry,
  isCoolingDown,
  isLateSubmission,
  nextAttemptAt,
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
  it('takes the smaller of the client figure and the elapsed time', () => {
    expect(timeSpentSeconds(start, at(120), 90)).toBe(90);
    expect(timeSpentSeconds(start, at(120), 5000)).toBe(120);
  });
  it('uses the elapsed time when the client sends none, in whole seconds', () => {
    expect(timeSpentSeconds(start, new Date(at(75).getTime() + 900), undefined)).toBe(75);
    expect(timeSpentSeconds(start, at(75), null)).toBe(75);
  });
  it('is never negative', () => {
    expect(timeSpentSeconds(start, at(10), -5)).toBe(0);
    expect(timeSpentSeconds(start, at(-10), 5)).toBe(0);
  });
});

describe('cooldown', () => {
  it('starts at submission for a failed attempt', () => {
    expect(nextAttemptAt(false, at(100), 300)?.toISOString()).toBe(at(400).toISOString());
  });
  it('does not apply after a pass or without a cooldown', () => {
    expect(nextAttemptAt(true, at(100), 300)).toBeNull();
    expect(nextAttemptAt(false, at(100), null)).toBeNull();
    expect(nextAttemptAt(false, at(100), 0)).toBeNull();
  });
  it('runs until the next attempt time, exclusive', () => {
    const next = at(400).toISOString();
    expect(isCoolingDown(next, at(399))).toBe(true);
    expect(isCoolingDown(next, at(400))).toBe(false);
    expect(isCoolingDown(null, at(0))).toBe(false);
  });
});
