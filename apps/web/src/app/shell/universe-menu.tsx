import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TUniverseRef } from '@opinio/domain/schemas/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint.tsx';
import { useChangeUniverse } from '@/features/auth/api/change-universe.ts';

interface UniverseMenuProps {
  universes: readonly TUniverseRef[];
  current: string;
}

/** Shown when the user belongs to several universes (organisations): switch to another. */
export function UniverseMenu({ universes, current }: UniverseMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const change = useChangeUniverse();
  return (
    <>
      <Hint title={t('shell.changeUniverse')}>
        <span>
          <IconButton
            color="inherit"
            aria-label={t('shell.changeUniverse')}
            aria-haspopup="menu"
            disabled={change.isPending}
            onClick={(e) => setAnchor(e.currentTarget)}
            data-testid="change-universe-button"
          >
            <SwapHorizIcon />
          </IconButton>
        </span>
      </Hint>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('shell.universes')}</ListSubheader>
        {universes.map((universe) => (
          <MenuItem
            key={universe.name}
            selected={universe.name === current}
            disabled={universe.name === current}
            onClick={() => {
              setAnchor(null);
              change.mutate(universe.name);
            }}
          >
            {universe.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
