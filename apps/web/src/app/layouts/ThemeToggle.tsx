// Theme toggle of the top bar: light or dark.
import { DarkMode, LightMode } from '@mui/icons-material';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { selectThemeMode, themeToggled, useAppDispatch, useAppSelector } from '../../shared/store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useAppSelector(selectThemeMode);
  const dispatch = useAppDispatch();
  const label = mode === 'dark' ? t('nav.themeToLight') : t('nav.themeToDark');
  return (
    <IconButton
      color="inherit"
      onClick={() => dispatch(themeToggled())}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {mode === 'dark' ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
