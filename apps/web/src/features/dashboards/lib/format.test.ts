import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';
import { formatGain, formatPercent, formatRatio, formatSeconds, none } from './format';
import { scoreColours, scorePalette } from './scoreColours';

describe('dashboard formats', () => {
  it('shows percentages with one decimal and a dash for none', () => {
    expect(formatPercent(72.456)).toBe('72.5%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(null)).toBe(none);
    expect(formatPercent(12.25, 'fr')).toMatch(/^12,3\s%$/);
  });

  it('signs gains and gives NLG two decimals', () => {
    expect(formatGain(45)).toBe('+45');
    expect(formatGain(-3.25)).toBe('-3.3');
    expect(formatGain(0)).toBe('0');
    expect(formatRatio(0.75)).toBe('0.75');
    expect(formatRatio(-1)).toBe('-1.00');
    expect(formatRatio(null)).toBe(none);
  });

  it('shows seconds as minutes:seconds', () => {
    expect(formatSeconds(125)).toBe('2:05');
    expect(formatSeconds(59)).toBe('0:59');
    expect(formatSeconds(null)).toBe(none);
  });

  it('colours scores green below 40, pink to under 70, yellow from 70', () => {
    expect(scoreColours(39.9)).toBe(scorePalette.low);
    expect(scoreColours(40)).toBe(scorePalette.medium);
    expect(scoreColours(69.9)).toBe(scorePalette.medium);
    expect(scoreColours(70)).toBe(scorePalette.high);
  });

  it('reads the file name of a download', () => {
    expect(fileNameOf('attachment; filename="export-2025.csv"', 'x.csv')).toBe('export-2025.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'x.pdf')).toBe('résumé.pdf');
    expect(fileNameOf(undefined, 'x.csv')).toBe('x.csv');
  });
});
