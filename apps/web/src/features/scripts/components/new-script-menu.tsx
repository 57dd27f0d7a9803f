import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { scriptPath } from '../lib/script-links.ts';

const SCOPES: readonly TScriptScope[] = ['survey', 'universe', 'global'];

interface NewScriptMenuProps {
  contextSurvey: string;
  surveyId: number;
  /** A universe has one universe script at most. */
  hasUniverseScript: boolean;
  disabled: boolean;
}

/** "New script": of the survey, of its universe (while it has none), or global. */
export function NewScriptMenu({ contextSurvey, surveyId, hasUniverseScript, disabled }: NewScriptMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon aria-hidden />}
        endIcon={<ArrowDropDownIcon aria-hidden />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flex: 'none', whiteSpace: 'nowrap' }}
        data-testid="script-new"
      >
        {t('scripts.new')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SCOPES.map((scope) => (
          <MenuItem
            key={scope}
            component={RouterLink}
            to={scriptPath(contextSurvey, surveyId, scope, 'new')}
            disabled={scope === 'universe' && hasUniverseScript}
            data-testid={`script-new-${scope}`}
          >
            <ListItemText
              primary={t(`scripts.newScope.${scope}`)}
              secondary={
                scope === 'universe' && hasUniverseScript
                  ? t('scripts.universeExists')
                  : t(`scripts.scopeHelp.${scope}`)
              }
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
