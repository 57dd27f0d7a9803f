import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  label: string;
  helperText?: ReactNode;
}

/**
 * A text field with the look of MUI's outlined TextField, without its select mode: TextField
 * brings Select, Menu, Popover and Modal along, which the sign-in page (loaded before anything
 * else) has no use for.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  required,
  disabled,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperText ? helperId : undefined} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
