import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TUnitRef } from '@opinio/domain/schemas/users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a member is given of the organisation: no unit yet (they see nothing until given
 * one), a chosen unit, or the whole organisation; the least first.
 */
export type ScopeChoice = 'none' | 'unit' | 'whole';

interface ScopeChoiceFieldProps {
  /** '' while nothing is chosen. */
  value: ScopeChoice | '';
  onChange(value: ScopeChoice): void;
  onBlur?(): void;
  /** The administrator's own scope (null: the whole organisation): they give a unit within it. */
  adminScope: TUnitRef | null;
  name?: string;
}

/**
 * The choice of what a member sees, said before it is made: a member without a unit sees
 * nothing, and an administrator of a part of the organisation gives a unit within it only
 * (docs/product.md#user-administration).
 */
export function ScopeChoiceField({ value, onChange, onBlur, adminScope, name }: ScopeChoiceFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  const help = adminScope
    ? t('editor.scopeWithin', { unit: adminScope.title })
    : value === 'none'
      ? t('editor.noUnitHelp')
      : value === 'whole'
        ? t('editor.wholeOrganisationHelp')
        : t('editor.scopeHelp');
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('editor.scope')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as ScopeChoice)}
        onBlur={onBlur}
        data-testid="editor-scope-choice"
      >
        <FormControlLabel
          value="none"
          control={<Radio />}
          disabled={adminScope !== null}
          label={t('editor.noUnit')}
          data-testid="editor-scope-none"
        />
        <FormControlLabel
          value="unit"
          control={<Radio />}
          label={t('editor.chosenUnit')}
          data-testid="editor-scope-unit"
        />
        <FormControlLabel
          value="whole"
          control={<Radio />}
          disabled={adminScope !== null}
          label={t('editor.wholeOrganisation')}
          data-testid="editor-scope-whole"
        />
      </RadioGroup>
      <FormHelperText id={helpId} sx={{ mt: 0 }} data-testid="editor-scope-help">
        {help}
      </FormHelperText>
    </FormControl>
  );
}
