import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DateField } from './DateField';

function Harness({ initial = '', withTime = false }: { initial?: string; withTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField id="when" label="When" value={value} onChange={setValue} withTime={withTime} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows the French hint, takes a date typed day first and gives the form YYYY-MM-DD', async () => {
    await renderWithApp(<Harness />, { language: 'fr' });
    const field = screen.getByLabelText('When');
    expect(field).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await userEvent.type(field, '07032024');
    expect(field).toHaveValue('07/03/2024');
    expect(screen.getByTestId('value')).toHaveTextContent('2024-03-07');
  });

  it('shows a stored value in the interface format, with the time when asked', async () => {
    await renderWithApp(<Harness initial="2024-12-31T08:30" withTime />);
    expect(screen.getByLabelText('When')).toHaveValue('31/12/2024 08:30');
    expect(screen.getByLabelText('When')).toHaveAttribute('placeholder', 'DD/MM/YYYY HH:mm');
  });

  it('says which format it wants when what was typed is not a date, in the interface language', async () => {
    await renderWithApp(<Harness />, { language: 'fr' });
    const field = screen.getByLabelText('When');
    await userEvent.type(field, '31022023');
    await userEvent.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('31/02/2023');
    expect(screen.getByText('Saisissez la date au format JJ/MM/AAAA.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
