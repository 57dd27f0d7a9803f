import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { LOCALES } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { type RefCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RegisteredField {
  name: string;
  inputRef: RefCallback<HTMLInputElement>;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<unknown>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<unknown>;
}

interface LocalizedTextFieldsProps {
  legend: string;
  /** The form's field of each language (registerTextField). */
  field: (locale: TLocale) => RegisteredField;
  /** What is wrong with a language's text, if anything. */
  error: (locale: TLocale) => string | undefined;
  /** A line under the fields about all of them. */
  help?: string;
  maxLength?: number;
  size?: 'small' | 'medium';
  /** One language under the other, each the full width: for long texts such as a question's. */
  stacked?: boolean;
  testId?: string;
}

/** A configured text as one field per language, side by side where there is room (or stacked). */
export function LocalizedTextFields(props: LocalizedTextFieldsProps) {
  const { legend, field, error, help, maxLength = 500, size = 'medium', stacked = false, testId } = props;
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={help ? helpId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" sx={{ mb: 1, typography: 'body2' }}>
        {legend}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: stacked ? '1fr' : { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            size={size}
            label={t(`language.${locale}`)}
            {...field(locale)}
            error={!!error(locale)}
            helperText={error(locale)}
            slotProps={{
              htmlInput: { maxLength, lang: locale, 'data-testid': testId && `${testId}-${locale}` },
            }}
          />
        ))}
      </Box>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </Box>
  );
}
