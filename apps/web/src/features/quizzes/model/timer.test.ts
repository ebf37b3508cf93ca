import { describe, expect, it } from 'vitest';
import { timerWarning } from './timer';

describe('the quiz timer warning', () => {
  it('is silent above a minute, warns from 60 seconds, then from 10, and stops at zero', () => {
    expect([null, 600, 61, 60, 11, 10, 1, 0].map(timerWarning)).toEqual([
      null,
      null,
      null,
      'oneMinute',
      'oneMinute',
      'tenSeconds',
      'tenSeconds',
      null,
    ]);
  });
});
