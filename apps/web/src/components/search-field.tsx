import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The data-testid of the input element. */
  testId: string;
  sx?: SxProps<Theme>;
}

/** A free-text search box with a search icon, at most 200 characters. */
export function SearchField({ label, value, onChange, testId, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': testId, maxLength: 200 },
      }}
      sx={sx}
    />
  );
}
