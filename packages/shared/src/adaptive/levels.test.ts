import { describe, expect, it } from 'vitest';
import { levelFromPretest, levelFromStored, unitPlan } from './levels';

describe('levelFromPretest', () => {
  it('is basic below 40, intermediate from 40 to under 70, advanced from 70', () => {
    expect(levelFromPretest(0)).toBe('basic');
    expect(levelFromPretest(39.99)).toBe('basic');
    expect(levelFromPretest(40)).toBe('intermediate');
    expect(levelFromPretest(69.99)).toBe('intermediate');
    expect(levelFromPretest(70)).toBe('advanced');
    expect(levelFromPretest(100)).toBe('advanced');
  });

  it('refuses a percentage that is not a number', () => {
    expect(() => levelFromPretest(Number.NaN)).toThrow(RangeError);
  });
});

describe('unitPlan', () => {
  it('takes a basic learner through every type from basic up, all core', () => {
    expect(unitPlan('basic')).toEqual([
      { type: 'basic', role: 'core' },
      { type: 'intermediate', role: 'core' },
      { type: 'advanced', role: 'core' },
    ]);
  });

  it('starts an intermediate learner at intermediate, with basic units as optional review', () => {
    expect(unitPlan('intermediate')).toEqual([
      { type: 'intermediate', role: 'core' },
      { type: 'advanced', role: 'core' },
      { type: 'basic', role: 'review' },
    ]);
  });

  it('starts an advanced learner at advanced, with the rest as optional review', () => {
    expect(unitPlan('advanced')).toEqual([
      { type: 'advanced', role: 'core' },
      { type: 'basic', role: 'review' },
      { type: 'intermediate', role: 'review' },
    ]);
  });
});

describe('levelFromStored', () => {
  it('reads the three stored levels, and null for none or for a value that is no level', () => {
    expect(levelFromStored('basic')).toBe('basic');
    expect(levelFromStored('intermediate')).toBe('intermediate');
    expect(levelFromStored('advanced')).toBe('advanced');
    expect(levelFromStored(null)).toBeNull();
    expect(levelFromStored(undefined)).toBeNull();
    expect(levelFromStored('')).toBeNull();
    expect(levelFromStored('expert')).toBeNull();
    expect(levelFromStored('Basic')).toBeNull();
  });
});
