// The CSV import dialog: check first (each line with its problems), import only a clean file.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { ImportDialog } from './ImportDialog';

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const line = (n: number, email: string, errors: string[] = []) => ({
  line: n,
  email,
  class_name: null,
  errors,
});

describe('the CSV import dialog', () => {
  it('shows each line’s problems after a check and imports only a clean file', async () => {
    const user = userEvent.setup();
    let clean = false;
    api = fakeApi((request) => {
      const dryRun = request.body.dry_run as boolean;
      if (!dryRun) {
        return {
          status: 200,
          data: { data: { dry_run: false, lines: [], created: 1 }, message: '1 learners imported.' },
        };
      }
      const lines = clean
        ? [line(2, 'lea@school.test')]
        : [line(2, 'lea@school.test'), line(3, 'bad', ['This e-mail address is not valid'])];
      return { status: 200, data: { data: { dry_run: true, lines, created: 0 }, message: 'Checked.' } };
    });
    const onClose = vi.fn();
    await renderWithApp(<ImportDialog onClose={onClose} />);
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    await user.type(
      screen.getByLabelText('CSV content'),
      'first_name,last_name,email{enter}Léa,Martin,lea@school.test',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const bad = await screen.findByTestId('import-line-3');
    expect(within(bad).getByText('This e-mail address is not valid')).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    clean = true;
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Ready');
    expect(screen.queryByTestId('import-line-3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.seen.map((r) => r.body.dry_run);
    expect(sent).toEqual([true, true, false]);
    expect(api.seen[2].body.csv).toBe('first_name,last_name,email\nLéa,Martin,lea@school.test');
  });
});
