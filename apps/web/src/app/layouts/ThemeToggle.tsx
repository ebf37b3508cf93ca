// Theme toggle of the top bar: light or dark, saved on the account when someone is signed in.
import { DarkMode, LightMode } from '@mui/icons-material';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSaveChoiceOnAccount } from '../../features/profile';
import { selectThemeMode, themeChosen, useAppDispatch, useAppSelector } from '../../shared/store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useAppSelector(selectThemeMode);
  const dispatch = useAppDispatch();
  const saveOnAccount = useSaveChoiceOnAccount();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = mode === 'dark' ? t('nav.themeToLight') : t('nav.themeToDark');
  return (
    <IconButton
      color="inherit"
      onClick={() => {
        dispatch(themeChosen(next));
        saveOnAccount({ theme: next });
      }}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {mode === 'dark' ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
