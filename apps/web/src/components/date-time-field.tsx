import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, fiFI, svSE } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/fi';
import 'dayjs/locale/sv';
import { LOCALES, type Locale } from '@/lib/locale-choice.ts';
import { useLocale } from '@/lib/number-format.ts';

/** The value as a datetime-local input holds it: local time, "2026-11-25T14:30" ('' for none). */
const VALUE_FORMAT = 'YYYY-MM-DDTHH:mm';

/** The value while what is typed is no date (an unfinished or impossible one). */
export const INVALID_DATE_TIME = 'invalid';

/**
 * How each language writes a moment, the month by its name so that no one reads the day as
 * the month (11/12/2026): English Nov 25, 2026 14:30, Finnish 25. marraskuu 2026 14.30,
 * Swedish 25 nov 2026 14:30. The month is typed as its number or its first letters.
 */
const FORMATS: Record<Locale, string> = {
  en: 'MMM D, YYYY HH:mm',
  fi: 'D. MMMM YYYY H.mm',
  sv: 'D MMM YYYY HH:mm',
};
const PICKER_TEXTS = { en: enUS, fi: fiFI, sv: svSE } as const;

interface DateTimeFieldProps {
  label: string;
  /** Local time as "YYYY-MM-DDTHH:mm"; '' for none. */
  value: string;
  /** The new value in the same form; '' when cleared, INVALID_DATE_TIME while it is no date. */
  onChange(value: string): void;
  onBlur?(): void;
  /** The earliest moment to offer, in the same form. */
  min?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  testId: string;
  sx?: SxProps<Theme>;
}

/**
 * A date and time typed and shown in the user's language (docs/decisions/046): a native
 * datetime-local input writes the browser's format, US in an English browser on a Finnish page.
 */
export function DateTimeField({ label, value, onChange, onBlur, min, testId, ...field }: DateTimeFieldProps) {
  const language = useLocale();
  const locale: Locale = LOCALES.find((l) => l === language) ?? 'en';
  const parsed = value ? dayjs(value, VALUE_FORMAT) : null;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={PICKER_TEXTS[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DateTimePicker
        label={label}
        value={parsed}
        format={FORMATS[locale]}
        ampm={false}
        minDateTime={min ? dayjs(min, VALUE_FORMAT) : undefined}
        onChange={(next) => {
          if (!next) onChange('');
          else onChange(next.isValid() ? next.format(VALUE_FORMAT) : INVALID_DATE_TIME);
        }}
        slotProps={{
          textField: {
            onBlur,
            error: field.error,
            helperText: field.helperText,
            required: field.required,
            sx: field.sx,
            'data-testid': testId,
          } as object,
        }}
      />
    </LocalizationProvider>
  );
}
