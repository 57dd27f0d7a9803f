import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { type RangeMessage, rangeFormResult, rangeFormTexts } from '../lib/range-form.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';

/** From and to numbers; it filters only with both filled in (docs/product.md#filter-kinds). */
export function RangeEditor({ filter, label, values, onApply }: EditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(values.join('*'), () => rangeFormTexts(values));
  const result = rangeFormResult(draft.from, draft.to);
  const next = result.kind === 'set' ? [result.value] : result.kind === 'clear' ? [] : null;
  const message = (m: RangeMessage | null) => (m ? t(`filter.range.${m}`) : undefined);
  const fromError = result.kind === 'invalid' ? result.from : null;
  const toError = result.kind === 'invalid' ? result.to : null;
  const field = (which: 'from' | 'to', error: RangeMessage | null) => (
    <TextField
      size="small"
      label={t(which === 'from' ? 'filter.from' : 'filter.to')}
      value={draft[which]}
      onChange={(event) => setDraft({ ...draft, [which]: event.target.value })}
      error={error !== null}
      helperText={message(error)}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `filter-${filter.extName}-${which}` } }}
      sx={{ flex: 1 }}
    />
  );
  return (
    <EditorForm
      name={filter.extName}
      label={label}
      canApply={next !== null && !sameValues(next, values)}
      onApply={() => next && onApply(next)}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {field('from', fromError)}
        {field('to', toError)}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('filter.range.hint')}
      </Typography>
    </EditorForm>
  );
}
