import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import { useTranslation } from 'react-i18next';
import { useSelectAfterChoice } from '@/lib/use-select-after-choice.ts';

interface TypeaheadFieldProps {
  label: string;
  multiple: boolean;
  /** The chosen options. */
  value: TFilterOption[];
  onChange: (value: TFilterOption[]) => void;
  /** The matches to list (already searched: at most TYPEAHEAD_LIMIT). */
  options: TFilterOption[];
  /** There are more matches than listed: the user should type more. */
  more: boolean;
  loading: boolean;
  inputValue: string;
  onInputChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A lasting remark under the field, e.g. that only part of a huge list is searched. */
  note?: string | null;
  testId: string;
}

/**
 * Search-as-you-type over a filter's options; the caller does the searching. After a choice
 * the typed text stays, selected: more choices from the same search are a click away, and the
 * next name typed replaces it (useSelectAfterChoice).
 */
export function TypeaheadField(props: TypeaheadFieldProps) {
  const { label, multiple, value, onChange, options, more, loading, inputValue, onInputChange } = props;
  const { t } = useTranslation();
  const { inputRef, chosen } = useSelectAfterChoice();
  const hint = props.open && more ? t('filter.moreResults') : props.note;
  const common = {
    options,
    size: 'small' as const,
    fullWidth: true,
    open: props.open,
    onOpen: () => props.onOpenChange(true),
    onClose: () => props.onOpenChange(false),
    inputValue,
    // Several choices from one search: the text stays when an option is chosen.
    onInputChange: (_event: unknown, text: string, reason: string) => {
      if (multiple && (reason === 'selectOption' || reason === 'removeOption' || reason === 'reset')) return;
      onInputChange(text);
    },
    // the caller has searched already
    filterOptions: (found: TFilterOption[]) => found,
    getOptionLabel: (option: TFilterOption) => option.title,
    isOptionEqualToValue: (a: TFilterOption, b: TFilterOption) => a.extName === b.extName,
    loading,
    loadingText: t('state.loading'),
    noOptionsText: t('filter.noMatches'),
    openText: t('filter.openList'),
    closeText: t('action.close'),
    clearText: t('filter.clearChoice'),
    renderInput: (params: object) => (
      <TextField
        {...params}
        inputRef={inputRef}
        label={label}
        placeholder={t('filter.typeToSearch')}
        helperText={hint ?? undefined}
      />
    ),
    'data-testid': props.testId,
  };
  if (multiple) {
    return (
      <Autocomplete
        {...common}
        multiple
        disableCloseOnSelect
        value={value}
        onChange={(_event, next, reason) => {
          onChange(next);
          if (reason === 'selectOption') chosen();
        }}
      />
    );
  }
  return (
    <Autocomplete
      {...common}
      value={value[0] ?? null}
      onChange={(_event, next, reason) => {
        onChange(next ? [next] : []);
        if (reason === 'selectOption') chosen();
      }}
    />
  );
}
