import { describe, expect, it } from 'vitest';
import { ageFromBirthDate, dateInputToUnix, formatDate, formatDateTime, formatDuration } from './dates';
import { mediaUrl } from './media';

describe('format helpers', () => {
  it('formats dates as DD/MM/YYYY and DD/MM/YYYY HH:mm', () => {
    expect(formatDate('2024-03-07T10:05:00')).toBe('07/03/2024');
    expect(formatDateTime('2024-03-07T10:05:00')).toBe('07/03/2024 10:05');
    expect(formatDate(null)).toBe('');
  });

  it('turns a date input into unix seconds and back into an age', () => {
    expect(dateInputToUnix('2000-01-02')).toBe(946771200);
    expect(dateInputToUnix('')).toBeUndefined();
    expect(ageFromBirthDate(946771200, new Date('2024-01-01T00:00:00Z'))).toBe(23);
  });

  it('shows seconds as minutes:seconds', () => {
    expect(formatDuration(125)).toBe('2:05');
  });

  it('prefixes relative media names and keeps full URLs', () => {
    expect(mediaUrl('avatars/a.png')).toBe('/media/avatars/a.png');
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl(null)).toBeNull();
  });
});
