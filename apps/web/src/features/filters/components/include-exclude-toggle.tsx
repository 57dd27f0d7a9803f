import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { ChoiceMode } from '../lib/choice-values.ts';

interface IncludeExcludeToggleProps {
  value: ChoiceMode;
  onChange: (mode: ChoiceMode) => void;
  /** Words for the two modes, e.g. "Contains" / "Does not contain" for texts. */
  includeLabel?: string;
  excludeLabel?: string;
}

/** Whether the chosen options (or texts) keep answers or leave them out. */
export function IncludeExcludeToggle({
  value,
  onChange,
  includeLabel,
  excludeLabel,
}: IncludeExcludeToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      onChange={(_event, mode: ChoiceMode | null) => mode && onChange(mode)}
      aria-label={t('filter.mode')}
    >
      <ToggleButton value="include" sx={{ textTransform: 'none', py: 0.25 }}>
        {includeLabel ?? t('filter.include')}
      </ToggleButton>
      <ToggleButton value="exclude" sx={{ textTransform: 'none', py: 0.25 }}>
        {excludeLabel ?? t('filter.exclude')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
