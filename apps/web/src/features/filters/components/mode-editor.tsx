import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { isTodayMode, TABLE_DATE_MODES, TODAY_MODES } from '@opinio/domain/filter-values';
import { useTranslation } from 'react-i18next';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';

const compact = { ml: 0, my: -0.5, '& .MuiFormControlLabel-label': { fontSize: 14 } } as const;

/** The today filter (today_ymd, today_md) or the table-date filter (none, first, last). */
export function ModeEditor({
  filter,
  label,
  values,
  onApply,
  kind,
}: EditorProps & { kind: 'today' | 'tableDate' }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(values.join('*'), () => values[0] ?? '');
  const modes = kind === 'today' ? TODAY_MODES : TABLE_DATE_MODES;
  const word = (mode: (typeof modes)[number]) =>
    isTodayMode(mode) ? t(`filter.today.${mode}`) : t(`filter.tableDate.${mode}`);
  return (
    <EditorForm
      name={filter.extName}
      label={label}
      canApply={draft !== '' && !sameValues([draft], values)}
      onApply={() => onApply([draft])}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      <RadioGroup aria-label={label} value={draft} onChange={(_event, mode) => setDraft(mode)}>
        {modes.map((mode) => (
          <FormControlLabel
            key={mode}
            sx={compact}
            value={mode}
            label={word(mode)}
            control={<Radio size="small" />}
          />
        ))}
      </RadioGroup>
    </EditorForm>
  );
}
