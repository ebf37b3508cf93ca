import { FormControl, FormLabel, InputLabel } from '@mui/material';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

/** The background a hovered contained primary button gets: the theme's override, else MUI's primary.dark. */
function containedPrimaryHoverBackground(theme: ReturnType<typeof createAppTheme>): string {
  const overrides = theme.components?.MuiButton?.styleOverrides?.containedPrimary as
    | Record<string, Record<string, Record<string, string>>>
    | undefined;
  return (
    overrides?.['@media (hover: hover)']?.['&:hover']?.['--variant-containedBg'] ?? theme.palette.primary.dark
  );
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme = createAppTheme(mode);
  const text = theme.palette.primary.contrastText;

  it('keeps the text of contained primary buttons at 4.5:1 or more, hovered or not', () => {
    expect(getContrastRatio(text, theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(text, containedPrimaryHoverBackground(theme))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['error', 'success', 'info', 'warning'] as const)(
    'keeps the text of filled %s notifications at 4.5:1 or more',
    (severity) => {
      // MUI's filled alert: `dark` in the dark theme and `main` in the light one, text contrasting with `main`.
      const colour = theme.palette[severity];
      const background = mode === 'dark' ? colour.dark : colour.main;
      const foreground = theme.palette.getContrastText(colour.main);
      expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('still shows the hover: the hovered background differs from the resting one', () => {
    expect(containedPrimaryHoverBackground(theme).toLowerCase()).not.toBe(
      theme.palette.primary.main.toLowerCase(),
    );
  });
});

it('keeps the darker orange for text on light surfaces', () => {
  const theme = createAppTheme('light');
  expect(theme.palette.primary.dark).toBe('#a8490c');
  expect(getContrastRatio(theme.palette.primary.dark, theme.palette.background.paper)).toBeGreaterThanOrEqual(
    4.5,
  );
});

describe.each(['light', 'dark'] as const)('focused labels in the %s theme', (mode) => {
  const theme = createAppTheme(mode);
  const paper = theme.palette.background.paper;

  // A focused question legend (as in a quiz) and a focused text field label.
  const focusedLabels = createElement(
    ThemeProvider,
    { theme },
    createElement(FormControl, { focused: true }, createElement(FormLabel, null, 'Question')),
    createElement(FormControl, { focused: true }, createElement(InputLabel, null, 'Title')),
  );

  it.each(['Question', 'Title'])('writes the focused label "%s" at 4.5:1 or more on paper', (name) => {
    render(focusedLabels);
    const label = screen.getByText(name);
    expect(label).toHaveClass('Mui-focused');
    const colour = getComputedStyle(label).color;
    expect(colour).not.toBe('');
    expect(getContrastRatio(colour, paper)).toBeGreaterThanOrEqual(4.5);
  });
});
