// The light and dark MUI themes of docs/design/product.md §9, adjusted so text meets WCAG AA contrast.

import { createTheme, type Theme } from '@mui/material/styles';
import { theme as brand } from '@parcours/shared';
import type { ThemeMode } from '../store';

/** Dark text on the orange primary: white on #fa853f is only 2.5:1. */
const onPrimary = '#1a1206';
/** Darker orange for orange text on light surfaces (5:1 on white). */
const primaryTextLight = '#a8490c';
/**
 * Hovered contained primary buttons: darker than the brand orange yet 5.3:1 with the dark button text
 * (primary.dark, kept for orange text, gives that text only 3.2:1).
 */
const containedPrimaryHover = '#d96a26';
/** Darker blue for blue text on light surfaces. */
const secondaryTextLight = '#2f6a96';

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const accentText = dark ? brand.primary : primaryTextLight;
  const focusRing = dark ? '#ffb685' : '#8a3a06';

  return createTheme({
    palette: {
      mode,
      primary: { main: brand.primary, dark: dark ? '#d96a26' : primaryTextLight, contrastText: onPrimary },
      secondary: dark
        ? { main: '#8fc1ea', contrastText: '#061320' }
        : { main: brand.lightSecondary, dark: secondaryTextLight, contrastText: '#061320' },
      background: dark
        ? { default: brand.darkBackground, paper: brand.darkPaper }
        : { default: '#f7f8fb', paper: '#ffffff' },
      text: dark
        ? { primary: '#f3f4f8', secondary: '#b9bfd3', disabled: '#8a90a6' }
        : { primary: '#161a26', secondary: '#4a5165', disabled: '#6b7185' },
      // Filled alerts (notifications) sit on `dark` in the dark theme, with the dark text `main` calls for.
      error: dark ? { main: '#ff8a80', dark: '#e57373' } : { main: '#c62828' },
      success: dark ? { main: '#7ddc8a', dark: '#66bb6a' } : { main: '#2e7d32' },
      ...(dark ? {} : { info: { main: '#0369a1' }, warning: { main: '#b45309' } }),
    },
    typography: {
      fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontWeight: 700, fontSize: '2.6rem', lineHeight: 1.15 },
      h2: { fontWeight: 700, fontSize: '2rem' },
      h3: { fontWeight: 700, fontSize: '1.5rem' },
      h4: { fontWeight: 600, fontSize: '1.25rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          // Without ripples the focus effect is gone too: give every control a visible ring.
          root: { '&.Mui-focusVisible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 } },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true, disableRipple: true },
        styleOverrides: {
          root: { borderRadius: brand.buttonRadius, paddingInline: 20, boxShadow: 'none' },
          containedPrimary: {
            '@media (hover: hover)': { '&:hover': { '--variant-containedBg': containedPrimaryHover } },
          },
          textPrimary: { color: accentText },
          outlinedPrimary: { color: accentText, borderColor: accentText },
        },
      },
      MuiIconButton: { defaultProps: { disableRipple: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          // A multiline field pads its root, not its textarea, so its text lines up with single-line fields.
          root: {
            borderRadius: brand.inputRadius,
            '&.MuiInputBase-multiline': { padding: brand.inputPadding },
          },
          input: {
            padding: brand.inputPadding,
            '&.MuiInputBase-inputMultiline': { padding: 0 },
          },
        },
      },
      // Focused labels and legends: MUI's primary would be the brand orange, too light on white.
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused': { color: accentText } } },
      },
      MuiInputLabel: {
        styleOverrides: { root: { '&.Mui-focused': { color: accentText } } },
      },
      MuiMenu: { styleOverrides: { paper: { borderRadius: brand.menuRadius } } },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: {
          root: {
            color: accentText,
            '&:focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2, borderRadius: 2 },
          },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
        },
      },
    },
  });
}

/** Orange used for text and links in the given mode (the brand orange is too light on white). */
export function accentTextColor(mode: ThemeMode): string {
  return mode === 'dark' ? brand.primary : primaryTextLight;
}
