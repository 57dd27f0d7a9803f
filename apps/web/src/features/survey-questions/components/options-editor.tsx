import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TMetaPropertySave } from '@opinio/domain/schemas/survey-admin';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerTextField } from '@/lib/register-text-field.ts';
import type { MetaPropertyForm } from '../lib/meta-property-form.ts';
import { useProblemText } from './form-problem.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';

/** The answer options of a choice: value, name and text in each language; added and removed here. */
export function OptionsEditor({
  form,
}: {
  form: UseFormReturn<MetaPropertyForm, unknown, TMetaPropertySave>;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const errors = form.formState.errors.options;
  const nextValue = () => {
    const values = form
      .getValues('options')
      .map((o) => Number(o.value))
      .filter(Number.isFinite);
    return String(values.length === 0 ? 1 : Math.max(...values) + 1);
  };

  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" required sx={{ mb: 1 }}>
        {t('metadata.options')}
      </FormLabel>
      {options.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('metadata.optionsEmpty')}
        </Typography>
      )}
      {options.fields.map((option, i) => {
        const optionErrors = errors?.[i];
        const titleError = optionErrors?.title as (FieldError & Record<string, FieldError>) | undefined;
        return (
          <Box
            key={option.id}
            component="fieldset"
            data-testid={`option-${i}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              pt: 0.5,
              m: 0,
              minWidth: 0,
            }}
          >
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
              {t('metadata.optionNumber', { number: i + 1 })}
            </Typography>
            <Stack spacing={1.5} sx={{ pt: 1 }}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr 1fr auto', sm: '120px 1fr auto' },
                }}
              >
                <TextField
                  size="small"
                  label={t('metadata.optionValue')}
                  {...registerTextField(form, `options.${i}.value`)}
                  required
                  error={!!optionErrors?.value}
                  helperText={problemText(optionErrors?.value)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `option-${i}-value` } }}
                />
                <TextField
                  size="small"
                  label={t('metadata.optionExtName')}
                  {...registerTextField(form, `options.${i}.extName`)}
                  required
                  error={!!optionErrors?.extName}
                  helperText={problemText(optionErrors?.extName)}
                  slotProps={{
                    htmlInput: {
                      maxLength: 63,
                      spellCheck: false,
                      autoCapitalize: 'none',
                      'data-testid': `option-${i}-extName`,
                    },
                  }}
                />
                <Tooltip title={t('metadata.removeOption')}>
                  <IconButton
                    size="small"
                    aria-label={t('metadata.removeOptionNumber', { number: i + 1 })}
                    onClick={() => options.remove(i)}
                    sx={{ mt: 0.5 }}
                  >
                    <DeleteOutlinedIcon fontSize="small" aria-hidden />
                  </IconButton>
                </Tooltip>
              </Box>
              <LocalizedTextFields
                legend={t('metadata.optionTitle')}
                size="small"
                field={(locale) => registerTextField(form, `options.${i}.title.${locale}`)}
                error={(locale) =>
                  problemText(
                    titleError?.[locale] ?? (locale === 'en' && titleError?.type ? titleError : undefined),
                  )
                }
                testId={`option-${i}-title`}
              />
            </Stack>
          </Box>
        );
      })}
      {errors?.root && <Alert severity="error">{problemText(errors.root)}</Alert>}
      {errors?.type && <Alert severity="error">{problemText(errors as unknown as FieldError)}</Alert>}
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden />}
          onClick={() =>
            options.append({ value: nextValue(), extName: '', title: { en: '', fi: '', sv: '' } })
          }
          data-testid="add-option"
        >
          {t('metadata.addOption')}
        </Button>
      </Box>
    </Stack>
  );
}
