import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LOCALES } from '@opinio/domain/localized-text';
import { useTranslation } from 'react-i18next';
import { issueText } from '../lib/block-issues.ts';
import { asRecord, type BlockFormProps, textOf } from './block-form-props.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';

const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 };

/** The survey's title, default language, its start and alert filters and its minimum of answers. */
export function GeneralForm({ value, onChange, issues }: BlockFormProps) {
  const { t } = useTranslation();
  const general = asRecord(value);
  const set = (field: string, next: unknown) => onChange({ ...general, [field]: next });
  const error = (field: string) => issueText(issues, [field]);
  return (
    <Stack spacing={2.5}>
      <LocalizedTextFields
        label={t('configuration.general.title')}
        value={general.title}
        onChange={(next) => set('title', next)}
        issues={issues}
        path={['title']}
        testId="general-title"
      />
      <Box sx={{ maxWidth: 320 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('configuration.general.defaultLocale')}
          value={LOCALES.includes(general.defaultLocale as never) ? general.defaultLocale : ''}
          onChange={(e) => set('defaultLocale', e.target.value)}
          error={!!error('defaultLocale')}
          helperText={error('defaultLocale') ?? t('configuration.general.defaultLocaleHelp')}
        >
          {LOCALES.map((locale) => (
            <MenuItem key={locale} value={locale}>
              {t(`language.${locale}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {(['startFilter', 'alertFilter'] as const).map((field) => (
        <TextField
          key={field}
          label={t(`configuration.general.${field}`)}
          value={textOf(general[field])}
          onChange={(e) => set(field, e.target.value)}
          size="small"
          error={!!error(field)}
          helperText={error(field) ?? t(`configuration.general.${field}Help`)}
          slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false, style: MONOSPACE } }}
        />
      ))}
      <Box sx={{ maxWidth: 320 }}>
        <TextField
          fullWidth
          size="small"
          type="number"
          label={t('configuration.general.minAnswers')}
          // kept as typed (a number when it is one), so that the block's check names a bad value
          value={general.minAnswers ?? ''}
          onChange={(e) => set('minAnswers', e.target.value === '' ? undefined : Number(e.target.value))}
          error={!!error('minAnswers')}
          helperText={error('minAnswers') ?? t('configuration.general.minAnswersHelp')}
          slotProps={{ htmlInput: { min: 1, max: 1000, step: 1, 'data-testid': 'general-min-answers' } }}
        />
      </Box>
    </Stack>
  );
}
