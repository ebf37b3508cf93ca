// Language menu of the top bar: English or French, saved on the account when someone is signed in.
import { Translate } from '@mui/icons-material';
import { Button, Menu, MenuItem } from '@mui/material';
import { type Language, languages } from '@parcours/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveChoiceOnAccount } from '../../features/profile';

export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const saveOnAccount = useSaveChoiceOnAccount();

  const choose = (language: Language) => {
    setAnchor(null);
    if (language === current) return;
    // The language changes first, so an error message comes back in it.
    void i18n.changeLanguage(language).then(() => saveOnAccount({ language }));
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Translate />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('nav.chooseLanguage', { language: t(`languages.${current}`) })}
        sx={{ minWidth: 0, px: compact ? 1 : 1.5 }}
        data-testid="language-menu"
      >
        {current.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            onClick={() => choose(language)}
          >
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
