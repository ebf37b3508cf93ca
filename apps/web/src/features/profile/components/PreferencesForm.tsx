// Language and theme: applied at once, and saved on the account so they follow the person.
import { FormControl, FormControlLabel, FormLabel, Grid, Radio, RadioGroup } from '@mui/material';
import { type Language, languages } from '@parcours/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/http';
import {
  notify,
  selectThemeMode,
  type ThemeMode,
  themeChosen,
  useAppDispatch,
  useAppSelector,
} from '../../../shared/store';
import { type Preferences, useSavePreferences } from '../api/updateProfile';

export function PreferencesForm() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const save = useSavePreferences();
  const languageId = useId();
  const themeId = useId();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  // The choice shows at once; the other language's strings may still be loading (they load on demand).
  const [chosen, setChosen] = useState<Language | null>(null);

  const persist = (preferences: Preferences) =>
    save.mutate(preferences, {
      onSuccess: () => dispatch(notify({ message: 'profile.preferences.saved', type: 'success' })),
      onError: (error) => dispatch(notify({ message: errorMessageKey(error), type: 'error' })),
    });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControl>
          <FormLabel id={languageId}>{t('profile.preferences.language')}</FormLabel>
          <RadioGroup
            aria-labelledby={languageId}
            value={chosen ?? language}
            onChange={(_, value) => {
              setChosen(value as Language);
              // The language changes first, so the answer comes back in it.
              void i18n.changeLanguage(value).then(() => {
                setChosen(null);
                persist({ language: value as Language });
              });
            }}
          >
            {languages.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={<span lang={value}>{t(`languages.${value}`)}</span>}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControl>
          <FormLabel id={themeId}>{t('profile.preferences.theme')}</FormLabel>
          <RadioGroup
            aria-labelledby={themeId}
            value={mode}
            onChange={(_, value) => {
              dispatch(themeChosen(value as ThemeMode));
              persist({ theme: value as ThemeMode });
            }}
          >
            {(['light', 'dark'] as const).map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`profile.preferences.${value}`)}
                data-testid={`theme-${value}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Grid>
    </Grid>
  );
}
