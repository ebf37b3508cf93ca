import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatGain,
  formatNumber,
  formatPercent,
  formatPoints,
  formatRatio,
  formatScore,
  formatSeconds,
  none,
} from './numbers';

// French writes a no-break space (U+00A0) before the percent sign and a comma for the decimals.
const nbsp = '\u00a0';

describe('percentages, one function for every page', () => {
  it('writes English percentages with a point and no space', () => {
    expect(formatPercent(72.456, 'en')).toBe('72.5%');
    expect(formatPercent(40, 'en')).toBe('40%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(33.35, 'en')).toBe('33.4%');
  });

  it('writes French percentages with a comma and a space before the sign', () => {
    expect(formatPercent(72.456, 'fr')).toBe(`72,5${nbsp}%`);
    expect(formatPercent(40, 'fr')).toBe(`40${nbsp}%`);
    expect(formatPercent(12.25, 'fr')).toBe(`12,3${nbsp}%`);
  });

  it('writes a dash for no value, in both languages', () => {
    expect(formatPercent(null, 'en')).toBe(none);
    expect(formatPercent(undefined, 'fr')).toBe(none);
    expect(formatPercent(Number.NaN, 'fr')).toBe(none);
  });
});

describe('other figures', () => {
  it('signs gains and gives NLG two decimals', () => {
    expect(formatGain(45)).toBe('+45');
    expect(formatGain(-3.25)).toBe('-3.3');
    expect(formatGain(0)).toBe('0');
    expect(formatGain(2.5, 'fr')).toBe('+2,5');
    expect(formatRatio(0.75)).toBe('0.75');
    expect(formatRatio(-1)).toBe('-1.00');
    expect(formatRatio(0.5, 'fr')).toBe('0,50');
    expect(formatRatio(null)).toBe(none);
    expect(formatNumber(1234.56, 'en')).toBe('1,234.6');
  });

  it('shows seconds as minutes:seconds', () => {
    expect(formatSeconds(125)).toBe('2:05');
    expect(formatSeconds(59)).toBe('0:59');
    expect(formatSeconds(null)).toBe(none);
  });
});

describe('points', () => {
  it('keep one decimal, and a small negative rounded to zero is 0.0, never -0.0', () => {
    expect(formatPoints(-6)).toBe('-6.0');
    expect(formatPoints(0.25)).toBe('0.3');
    expect(formatPoints(-0.04)).toBe('0.0');
    expect(formatPoints(-0.04, 'fr')).toBe('0,0');
    expect(formatPoints(null)).toBe(none);
  });
});

describe('quiz scores, fractional with partial credit', () => {
  it('keep at most two decimals, in the reader’s locale', () => {
    expect(formatScore(2.5)).toBe('2.5');
    expect(formatScore(2.5, 'fr')).toBe('2,5');
    expect(formatScore(3)).toBe('3');
    expect(formatScore(2.666666, 'en')).toBe('2.67');
    expect(formatScore(1 / 3, 'fr')).toBe('0,33');
    expect(formatScore(null)).toBe(none);
  });

  it('write a credit share with up to three decimals when asked', () => {
    expect(formatPercent(66.66667, 'en', 3)).toBe('66.667%');
    expect(formatPercent(50, 'fr', 3)).toBe(`50${nbsp}%`);
  });

  it('write an accepted value as it was given, with the locale’s decimal sign', () => {
    expect(formatDecimal(9.81, 'fr')).toBe('9,81');
    expect(formatDecimal(0.005, 'en')).toBe('0.005');
    expect(formatDecimal(null)).toBe(none);
  });
});
