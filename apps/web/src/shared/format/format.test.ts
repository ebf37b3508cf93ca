import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ageFromBirthDate,
  dateHint,
  dateInputToUnix,
  dateTextOf,
  formatDate,
  formatDateTime,
  formatDuration,
  maskDateText,
  parseDateText,
} from './dates';
import { mediaUrl, thumbnailLink } from './media';

afterEach(() => {
  dayjs.locale('en');
});

describe('format helpers', () => {
  it('formats dates as DD/MM/YYYY and DD/MM/YYYY HH:mm in both languages', () => {
    expect(formatDate('2024-03-07T10:05:00', 'en')).toBe('07/03/2024');
    expect(formatDateTime('2024-03-07T10:05:00', 'en')).toBe('07/03/2024 10:05');
    expect(formatDate('2024-03-07T10:05:00', 'fr')).toBe('07/03/2024');
    expect(formatDateTime('2024-03-07T22:45:00', 'fr')).toBe('07/03/2024 22:45');
    expect(formatDate(null)).toBe('');
  });

  it('follows the interface language when none is given', () => {
    dayjs.locale('fr');
    expect(dateHint(false)).toBe('JJ/MM/AAAA');
    expect(formatDate('2024-12-31T08:00:00')).toBe('31/12/2024');
    dayjs.locale('en');
    expect(dateHint(false)).toBe('DD/MM/YYYY');
    expect(dateHint(true)).toBe('DD/MM/YYYY HH:mm');
    expect(dateHint(true, 'fr')).toBe('JJ/MM/AAAA HH:mm');
  });

  it('reads a typed date, day first, and refuses what is not a real date', () => {
    expect(parseDateText('07/03/2024')).toBe('2024-03-07');
    expect(parseDateText(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDateText('29/02/2023')).toBeNull();
    expect(parseDateText('31/04/2024')).toBeNull();
    expect(parseDateText('03/13/2024')).toBeNull();
    expect(parseDateText('7/3/2024')).toBeNull();
    expect(parseDateText('2024-03-07')).toBeNull();
    expect(parseDateText('07/03/2024 10:05', true)).toBe('2024-03-07T10:05');
    expect(parseDateText('07/03/2024 24:00', true)).toBeNull();
    expect(parseDateText('07/03/2024', true)).toBeNull();
  });

  it('shows a field value as it is typed, and puts the separators in while typing', () => {
    expect(dateTextOf('2024-03-07')).toBe('07/03/2024');
    expect(dateTextOf('2024-03-07T10:05', true)).toBe('07/03/2024 10:05');
    expect(dateTextOf('')).toBe('');
    expect(maskDateText('07')).toBe('07');
    expect(maskDateText('0703')).toBe('07/03');
    expect(maskDateText('07032024')).toBe('07/03/2024');
    expect(maskDateText('07/03/20245')).toBe('07/03/2024');
    expect(maskDateText('070320241005', true)).toBe('07/03/2024 10:05');
    expect(maskDateText('ab')).toBe('');
  });

  it('turns a date field value into unix seconds and back into an age; a bad value is not dropped', () => {
    expect(dateInputToUnix('2000-01-02')).toBe(946771200);
    expect(dateInputToUnix('')).toBeUndefined();
    expect(dateInputToUnix('31/02/2000')).toBeNaN();
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
