import { describe, expect, it } from 'vitest';
import { normalizeTypedText, numberMatches, parseTypedNumber, textMatches } from './typed-answers';

describe('parseTypedNumber: a number as a person types it', () => {
  it('reads a dot or a single comma as the decimal point, and drops spaces', () => {
    expect(parseTypedNumber('9.81')).toBe(9.81);
    expect(parseTypedNumber('9,81')).toBe(9.81);
    expect(parseTypedNumber(' -0,5 ')).toBe(-0.5);
    expect(parseTypedNumber('1 000,5')).toBe(1000.5);
    expect(parseTypedNumber('1\u202f000')).toBe(1000);
    expect(parseTypedNumber('6.02e23')).toBe(6.02e23);
    expect(parseTypedNumber('.5')).toBe(0.5);
  });
  it('refuses what is not one number', () => {
    for (const text of ['', '  ', 'abc', '9,8,1', '1,000.5', '9.81m', '--1', 'Infinity', '0x10']) {
      expect(parseTypedNumber(text)).toBeNull();
    }
    expect(parseTypedNumber(null)).toBeNull();
  });
});

describe('numberMatches', () => {
  it('includes the bounds and absorbs floating-point error', () => {
    expect(numberMatches(0.1 + 0.2, 0.3, 0)).toBe(true);
    expect(numberMatches(3, 5, 2)).toBe(true);
    expect(numberMatches(2.99, 5, 2)).toBe(false);
  });
});

describe('normalizeTypedText and textMatches', () => {
  it('normalises as the design says', () => {
    expect(normalizeTypedText('  L\u2019  Été ', false)).toBe("l' été");
    expect(normalizeTypedText('Ete\u0301', true)).toBe('Eté');
  });
  it('reads * as any characters, and every other character literally', () => {
    expect(textMatches('photosynthesis', 'photo*', false)).toBe(true);
    expect(textMatches('a.c', 'a.c', false)).toBe(true);
    expect(textMatches('abc', 'a.c', false)).toBe(false);
    expect(textMatches('x(1)', 'x(*)', false)).toBe(true);
    expect(textMatches('', '*', false)).toBe(false);
  });
});
