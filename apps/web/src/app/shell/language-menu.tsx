import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale, LOCALES } from '../../lib/i18n.ts';

/** Language names are written in their own language. */
export const NATIVE_NAMES = { en: 'English', fi: 'Suomi', sv: 'Svenska' } as const;

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('shell.language')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.language')}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="language-menu"
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={i18n.language === locale}
            onClick={() => {
              setAnchor(null);
              void chooseLocale(locale);
            }}
          >
            {NATIVE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
