import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LOCALES } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerTextField } from '@/lib/register-text-field.ts';
import { type AlertRuleFormApi, fieldMessage as says } from '../lib/alert-rule-form.ts';

/** The rule's name in the survey's language, and optionally in the others. */
export function AlertRuleNameFields({ form, mainLocale }: { form: AlertRuleFormApi; mainLocale: TLocale }) {
  const { t } = useTranslation();
  const translationsId = useId();
  const { errors } = form.formState;
  // A plain name is refused as a whole (`name`), a name per language by its variant (`name.fi`).
  const nameError =
    errors.name?.[mainLocale] ?? (errors.name?.type ? (errors.name as FieldError) : undefined);
  return (
    <>
      <TextField
        label={t('alertRules.name')}
        {...registerTextField(form, `name.${mainLocale}`)}
        required
        autoFocus
        placeholder={t('alertRules.namePlaceholder')}
        slotProps={{
          htmlInput: { maxLength: 200, lang: mainLocale, 'data-testid': 'alert-rule-name' },
        }}
        error={!!nameError}
        helperText={
          says(nameError, t('alertRules.nameRequired')) ??
          t('alertRules.nameHelp', { language: t(`language.${mainLocale}`) })
        }
      />
      <Stack
        component="fieldset"
        spacing={1.5}
        aria-describedby={translationsId}
        sx={{ border: 0, p: 0, m: 0 }}
      >
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('alertRules.translations')}
        </FormLabel>
        {LOCALES.filter((l) => l !== mainLocale).map((l) => (
          <TextField
            key={l}
            size="small"
            label={t(`language.${l}`)}
            {...registerTextField(form, `name.${l}`)}
            slotProps={{
              htmlInput: { maxLength: 200, lang: l, 'data-testid': `alert-rule-name-${l}` },
            }}
            error={!!errors.name?.[l]}
            helperText={errors.name?.[l]?.message}
          />
        ))}
        <FormHelperText id={translationsId} sx={{ mt: 0 }}>
          {t('alertRules.translationsHelp')}
        </FormHelperText>
      </Stack>
    </>
  );
}
