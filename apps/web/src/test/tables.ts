// What a table shows, as a reader sees it: the text of each cell, row by row, the header row first.
import { within } from '@testing-library/react';

export const tableCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
