import { questionTypes } from '@parcours/shared';
import { describe, expect, it } from 'vitest';
import { submittedAnswers, toggleChoice } from './answers';
import { formatCountdown, percentageOf, secondsUntil } from './score';

describe('quiz percentages', () => {
  it('rounds a score to one decimal of its total, and gives 0 for an empty quiz', () => {
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(0, 0)).toBe(0);
  });
});

describe('countdowns', () => {
  it('counts from the server clock, not the device clock', () => {
    const device = Date.parse('2025-01-01T10:00:00Z');
    // The server is 5 s ahead of the device: 10 s before the deadline on the server is 15 s on the device.
    expect(secondsUntil('2025-01-01T10:00:10Z', device, 5000)).toBe(5);
    expect(secondsUntil('2025-01-01T10:00:10Z', device, 0)).toBe(10);
    expect(secondsUntil('2025-01-01T09:00:00Z', device)).toBe(0);
    expect(secondsUntil(null, device)).toBeNull();
  });

  it('formats seconds as M:SS or H:MM:SS', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('submitted answers', () => {
  it('sends answer ids for QCM, 1 or 0 for BINARY, and leaves unanswered questions out', () => {
    let choices = toggleChoice({}, 1, 11, true);
    choices = toggleChoice(choices, 1, 12, true);
    choices = toggleChoice(choices, 1, 11, false);
    choices = { ...choices, 2: ['0'] };
    const questions = [
      { id: 1, type: questionTypes.QCM },
      { id: 2, type: questionTypes.BINARY },
      { id: 3, type: questionTypes.BINARY },
    ];
    expect(submittedAnswers(questions, choices)).toEqual([
      { questionId: 1, answer: [12] },
      { questionId: 2, answer: ['0'] },
    ]);
  });
});
