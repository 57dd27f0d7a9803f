import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IntervalMessage } from '@opinio/domain/filter-values';
import { INTERVAL_UNITS, type TIntervalUnit } from '@opinio/domain/time-interval';
import { useTranslation } from 'react-i18next';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { intervalForm, intervalFormResult } from '../lib/interval-form.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';

/**
 * From and to (days, months or years from today), both mandatory, from < to
 * (docs/product.md#filter-kinds).
 */
export function IntervalEditor({ filter, label, values, onApply }: EditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(values.join('*'), () => intervalForm(values));
  const result = intervalFormResult(draft);
  const message = (m: IntervalMessage | null) => (m ? t(m.key, m) : undefined);
  const field = (which: 'from' | 'to', error: IntervalMessage | null) => (
    <TextField
      size="small"
      required
      label={t(which === 'from' ? 'filter.from' : 'filter.to')}
      value={draft[which]}
      onChange={(event) => setDraft({ ...draft, [which]: event.target.value })}
      error={error !== null}
      helperText={message(error)}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': `filter-${filter.extName}-${which}` },
        formHelperText: { sx: { mx: 0.5 } },
      }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <EditorForm
      name={filter.extName}
      label={label}
      canApply={result.ok && !sameValues([result.value], values)}
      onApply={() => result.ok && onApply([result.value])}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {field('from', result.ok ? null : result.from)}
        {field('to', result.ok ? null : result.to)}
      </Stack>
      <TextField
        select
        size="small"
        label={t('filter.unitLabel')}
        value={draft.unit}
        onChange={(event) => setDraft({ ...draft, unit: event.target.value as TIntervalUnit })}
        sx={{ width: '50%', pr: 0.5 }}
      >
        {INTERVAL_UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {t(`filter.unit.${unit}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="caption" color="text.secondary">
        {t('filter.interval.hint')}
      </Typography>
    </EditorForm>
  );
}
