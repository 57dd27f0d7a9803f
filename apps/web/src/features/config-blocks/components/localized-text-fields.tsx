import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@opinio/domain/localized-text';
import type { TLocalizedText } from '@opinio/domain/schemas/localized-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockIssue, issueText } from '../lib/block-issues.ts';
import type { JsonPath } from '../lib/json-path.ts';

interface LocalizedTextFieldsProps {
  label: string;
  /** A string (every language's), texts by language, or anything else (shown empty). */
  value: unknown;
  onChange: (next: TLocalizedText) => void;
  issues: readonly BlockIssue[];
  path: JsonPath;
  testId?: string;
}

function variantsOf(value: unknown): Partial<Record<string, string>> {
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

/** A configured text: one for every language, or one per language (an empty one is left out). */
export function LocalizedTextFields({
  label,
  value,
  onChange,
  issues,
  path,
  testId,
}: LocalizedTextFieldsProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const error = issueText(issues, path);

  if (typeof value === 'string') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          size="small"
          fullWidth
          error={!!error}
          helperText={error ?? t('configuration.text.sameForAll')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': testId } }}
        />
        <Button size="small" onClick={() => onChange(value ? { en: value } : {})}>
          {t('configuration.text.perLanguage')}
        </Button>
      </Stack>
    );
  }

  const variants = variantsOf(value);
  const setVariant = (locale: string, text: string) => {
    const next: Record<string, string> = { ...variants } as Record<string, string>;
    if (text === '') delete next[locale];
    else next[locale] = text;
    onChange(next);
  };
  return (
    <Box role="group" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', columnGap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={legendId} component="div" variant="body2" sx={{ fontWeight: 600, p: 0, mr: 'auto' }}>
          {label}
        </Typography>
        <Button
          size="small"
          onClick={() => onChange(LOCALES.map((l) => variants[l]).find((text) => !!text) ?? '')}
          sx={{ ml: -0.5, textAlign: 'start' }}
        >
          {t('configuration.text.oneForAll')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: '1fr',
          '@container (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {LOCALES.map((locale) => {
          const variantError = issueText(issues, [...path, locale]);
          return (
            <TextField
              key={locale}
              label={t(`language.${locale}`)}
              value={variants[locale] ?? ''}
              onChange={(e) => setVariant(locale, e.target.value)}
              size="small"
              error={!!variantError}
              helperText={variantError}
              slotProps={{
                htmlInput: { maxLength: 500, lang: locale, 'data-testid': testId && `${testId}-${locale}` },
              }}
            />
          );
        })}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
