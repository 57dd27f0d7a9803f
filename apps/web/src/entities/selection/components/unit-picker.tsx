import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelectAfterChoice } from '@/lib/use-select-after-choice.ts';
import { useUnitSearch } from '../api/unit-search.ts';

interface UnitPickerProps {
  surveyExtName: string;
  value: TFilterOption | null;
  onChange(value: TFilterOption | null): void;
  onBlur?(): void;
  label: string;
  /** Shown while no unit is chosen (e.g. "Whole organisation"). */
  placeholder?: string;
  helperText?: string;
  error?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
}

/**
 * A unit of the organisation within the caller's scope, found by typing part of its title.
 * The chosen unit's name is selected in the field: the next name typed replaces it.
 */
export function UnitPicker({
  surveyExtName,
  value,
  onChange,
  onBlur,
  label,
  placeholder,
  helperText,
  error,
  size,
  testId,
}: UnitPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const units = useUnitSearch(surveyExtName, text);
  const { inputRef, chosen } = useSelectAfterChoice();
  return (
    <Autocomplete
      options={units.data ?? []}
      value={value}
      onChange={(_, next, reason) => {
        onChange(next);
        if (reason === 'selectOption') chosen();
      }}
      onBlur={onBlur}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.extName === b.extName}
      filterOptions={(x) => x}
      loading={units.isFetching}
      noOptionsText={t('apiKeys.noUnits')}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

type UnitPickerFieldProps<T extends FieldValues> = Omit<
  UnitPickerProps,
  'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The unit picker as a field of a form: its value, and the form's error for it in place of its help. */
export function UnitPickerField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...picker
}: UnitPickerFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UnitPicker
          {...picker}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
