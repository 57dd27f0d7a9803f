import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from '@/entities/session/api/choose-language.ts';
import { LOCALES } from '@/lib/locale-choice.ts';
import { NATIVE_NAMES } from './native-names.ts';

/** The language menu's list: a file of its own, loaded when the menu is first opened. */
export function LanguageList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  return (
    <Menu open={anchor !== null} anchorEl={anchor} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem
          key={locale}
          lang={locale}
          selected={i18n.language === locale}
          onClick={() => {
            onClose();
            chooseLanguage(locale);
          }}
        >
          {NATIVE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}
