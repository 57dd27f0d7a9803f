import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RelativeDate } from '@opinio/domain/filter-values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, useLocale } from '@/lib/number-format.ts';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { relativeDateForm, relativeDateValue, resolvedDay } from '../lib/relative-date-form.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';

const DIRECTIONS: RelativeDate['direction'][] = ['e', 'b', 'a'];
const UNITS: RelativeDate['unit'][] = ['d', 'm', 'y'];
const WAYS: RelativeDate['way'][] = ['b', 'f'];

interface PickProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  flex: number;
  testId: string;
  children: ReactNode;
}

function Pick({ label, value, onChange, flex, testId, children }: PickProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      sx={{ flex, minWidth: 0 }}
    >
      {children}
    </TextField>
  );
}

/**
 * A day relative to today: exactly on, before or after it, e.g. "rdateb30db"
 * (docs/product.md#filter-kinds).
 */
export function RelativeDateEditor({ filter, label, values, onApply }: EditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [draft, setDraft] = useDraft(values.join('*'), () => relativeDateForm(values));
  const next = relativeDateValue(draft);
  const day = resolvedDay(draft, new Date());
  const id = filter.extName;
  return (
    <EditorForm
      name={id}
      label={label}
      canApply={next !== null && !sameValues([next], values)}
      onApply={() => next && onApply([next])}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      <Pick
        label={t('filter.relative.direction')}
        value={draft.direction}
        onChange={(v) => setDraft({ ...draft, direction: v as RelativeDate['direction'] })}
        flex={1}
        testId={`filter-${id}-direction`}
      >
        {DIRECTIONS.map((d) => (
          <MenuItem key={d} value={d}>
            {t(`filter.relative.direction.${d}`)}
          </MenuItem>
        ))}
      </Pick>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('filter.relative.amount')}
          value={draft.amount}
          onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
          error={next === null}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `filter-${id}-amount` } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Pick
          label={t('filter.unitLabel')}
          value={draft.unit}
          onChange={(v) => setDraft({ ...draft, unit: v as RelativeDate['unit'] })}
          flex={1}
          testId={`filter-${id}-unit`}
        >
          {UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {t(`filter.relative.unit.${u}`)}
            </MenuItem>
          ))}
        </Pick>
      </Stack>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={draft.way}
        onChange={(_event, way: RelativeDate['way'] | null) => way && setDraft({ ...draft, way })}
        aria-label={t('filter.relative.way')}
      >
        {WAYS.map((w) => (
          <ToggleButton
            key={w}
            value={w}
            sx={{ textTransform: 'none', py: 0.25 }}
            data-testid={`filter-${id}-way-${w}`}
          >
            {t(`filter.relative.way.${w}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color={next === null ? 'error' : 'text.secondary'} aria-live="polite">
        {next === null || day === null
          ? t('filter.relative.amountInvalid')
          : t(`filter.relative.resolved.${draft.direction}`, { day: formatDay(day, locale) })}
      </Typography>
    </EditorForm>
  );
}
