import { describe, expect, it } from 'vitest';
import { readFilters, toListParams, writeFilters } from './catalogueParams';

describe('catalogue filters in the address', () => {
  it('reads, writes back and turns into API parameters', () => {
    const filters = readFilters(
      new URLSearchParams(
        'sort=price_desc&category=4&subcategory=7&priceMin=10&priceMax=abc&startFrom=2030-01-01&page=3&search=java',
      ),
    );
    expect(filters).toMatchObject({ sort: 'price_desc', category: '4', page: 3, priceMax: 'abc' });
    expect(writeFilters(filters).toString()).toBe(
      'search=java&category=4&subcategory=7&priceMin=10&priceMax=abc&startFrom=2030-01-01&sort=price_desc&page=3',
    );
    expect(toListParams(filters, 'java')).toEqual({
      page: 3,
      sort: 'price_desc',
      search: 'java',
      categoryId: 4,
      subcategoryId: 7,
      priceMin: 10,
      priceMax: undefined,
      startFrom: '2030-01-01',
      startTo: undefined,
    });
  });

  it('falls back to the newest first and the first page', () => {
    expect(readFilters(new URLSearchParams('sort=cheapest&page=-2'))).toMatchObject({
      sort: 'newest',
      page: 1,
    });
    expect(writeFilters(readFilters(new URLSearchParams())).toString()).toBe('');
  });
});
