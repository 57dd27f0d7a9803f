import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ZReportLocale, ZSubscriptionFrequency } from '@opinio/domain/schemas/reports';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/number-format.ts';
import { WEEKDAYS, weekdayName } from '../lib/subscription-text.ts';
import { fieldError, type SubscribeForm } from './subscribe-form.ts';

/** How often (the day of a weekly one) and in which language the report is mailed. */
export function ScheduleFields({ form }: { form: SubscribeForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const { errors } = form.formState;
  const frequency = form.watch('frequency');
  const weekdayError = fieldError(errors.weekday, t('subscription.weekdayRequired'));
  return (
    <>
      <FormControl error={!!errors.frequency}>
        <FormLabel id={labelId}>{t('subscription.frequency')}</FormLabel>
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <RadioGroup row aria-labelledby={labelId} {...field} data-testid="subscribe-frequency">
              {ZSubscriptionFrequency.options.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`subscription.frequency.${option}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
        {errors.frequency && <FormHelperText>{errors.frequency.message}</FormHelperText>}
      </FormControl>
      {frequency === 'weekly' && (
        <Controller
          control={form.control}
          name="weekday"
          render={({ field }) => (
            <TextField
              select
              label={t('subscription.weekday')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              error={!!weekdayError}
              helperText={weekdayError}
              sx={{ maxWidth: { sm: 280 } }}
              slotProps={{
                select: { SelectDisplayProps: { 'data-testid': 'subscribe-weekday' } as object },
              }}
            >
              {WEEKDAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {weekdayName(day, locale)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="locale"
        render={({ field }) => (
          <TextField
            select
            label={t('subscription.locale')}
            {...field}
            error={!!errors.locale}
            helperText={errors.locale?.message}
            sx={{ maxWidth: { sm: 280 } }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'subscribe-locale' } as object },
            }}
          >
            {ZReportLocale.options.map((option) => (
              <MenuItem key={option} value={option} lang={option}>
                {t(`language.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
