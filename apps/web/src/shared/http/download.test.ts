import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('downloads', () => {
  it('reads the file name of a download', () => {
    expect(fileNameOf('attachment; filename="export-2025.csv"', 'x.csv')).toBe('export-2025.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'x.pdf')).toBe('résumé.pdf');
    expect(fileNameOf(undefined, 'x.csv')).toBe('x.csv');
  });
});
