// The score chip of docs/design/product.md §9: the figure in the page's language, the band in words and colour.
import { scorePalette } from '@parcours/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ScoreChip } from './ScoreChip';

function chipOf(text: string) {
  const figure = screen.getByText(text);
  const chip = figure.parentElement;
  if (!chip) throw new Error('the figure has no chip around it');
  return chip;
}

describe('ScoreChip', () => {
  it('puts below 40 in the low band, 40 to under 70 in the medium band, 70 or more in the high band', async () => {
    await renderWithApp(
      <>
        <ScoreChip percentage={39.9} />
        <ScoreChip percentage={40} />
        <ScoreChip percentage={69.9} />
        <ScoreChip percentage={70} />
      </>,
    );
    expect(chipOf('39.9%').dataset.band).toBe('low');
    expect(chipOf('40%').dataset.band).toBe('medium');
    expect(chipOf('69.9%').dataset.band).toBe('medium');
    expect(chipOf('70%').dataset.band).toBe('high');
    expect(chipOf('70%').title).toBe('70% or more');
    expect(chipOf('70%').textContent).toBe('70% (70% or more)');
  });

  it('colours each band from the shared palette', async () => {
    await renderWithApp(<ScoreChip percentage={20} />);
    const style = getComputedStyle(chipOf('20%'));
    // #c8ecc9 on #14501a
    expect(scorePalette.low).toEqual({ bg: '#c8ecc9', fg: '#14501a' });
    expect(style.backgroundColor).toBe('rgb(200, 236, 201)');
    expect(style.color).toBe('rgb(20, 80, 26)');
  });

  it('writes the figure and the band in French', async () => {
    await renderWithApp(<ScoreChip percentage={72.5} />, { language: 'fr' });
    // Testing Library turns the no-break space into a plain space when it matches text.
    expect(chipOf('72,5 %').textContent).toBe('72,5\u00a0% (70 % ou plus)');
    expect(chipOf('72,5 %').title).toBe('70 % ou plus');
  });

  it('writes a dash with no colour when there is no score', async () => {
    await renderWithApp(<ScoreChip percentage={null} />);
    const dash = screen.getByText('—');
    expect(dash.dataset.band).toBe('none');
    expect(dash.title).toBe('No score');
  });
});
