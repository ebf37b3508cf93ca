import { describe, expect, it } from 'vitest';
import { ageFromBirthDate, dateInputToUnix, formatDate, formatDateTime, formatDuration } from './dates';
import { mediaUrl, thumbnailLink } from './media';

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

  it('loads media from the signed links the API gives, relative to its origin, and keeps full URLs', () => {
    const link = '/media/2026/01/a.png?expires=1767308400&audience=private&signature=abc';
    expect(mediaUrl(link)).toBe(link);
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl(null)).toBeNull();
    expect(thumbnailLink({ url: '/media/a.png?s=1', thumbnailUrl: '/media/a-thumb.webp?s=2' })).toBe(
      '/media/a-thumb.webp?s=2',
    );
    expect(thumbnailLink({ url: '/media/a.png?s=1', thumbnailUrl: null })).toBe('/media/a.png?s=1');
    expect(thumbnailLink(null)).toBeNull();
  });
});
