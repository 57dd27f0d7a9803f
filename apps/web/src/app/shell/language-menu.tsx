import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint.tsx';

// The menu (MUI's Menu, Popover and Modal) loads when it is first opened: the sign-in page shows the button only.
const LanguageList = lazy(async () => ({ default: (await import('./language-list.tsx')).LanguageList }));

export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Hint title={t('shell.language')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.language')}
          aria-haspopup="menu"
          onClick={(e) => {
            setAnchor(e.currentTarget);
            setOpened(true);
          }}
          data-testid="language-menu"
        >
          <TranslateIcon />
        </IconButton>
      </Hint>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
