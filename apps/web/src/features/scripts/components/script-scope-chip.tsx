import Chip from '@mui/material/Chip';
import type { TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';

const SCOPE_COLOR = { global: 'secondary', universe: 'primary', survey: 'default' } as const;

/** Where a script applies: every universe, the survey's universe, or the survey. */
export function ScriptScopeChip({ scope }: { scope: TScriptScope }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={SCOPE_COLOR[scope]} label={t(`scripts.scope.${scope}`)} />
  );
}
