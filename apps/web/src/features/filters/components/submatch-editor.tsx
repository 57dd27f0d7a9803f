import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SubstringValue } from '@opinio/domain/filter-values';
import { useTranslation } from 'react-i18next';
import { RemovableChip } from '@/components/removable-chip.tsx';
import type { EditorProps } from '../lib/editor-props.ts';
import { addSubstring, substringTerms } from '../lib/substring-form.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';
import { IncludeExcludeToggle } from './include-exclude-toggle.tsx';

/** Texts that answers must contain ("text~") or must not contain ("_text"), one added at a time. */
export function SubmatchEditor({ filter, label, values, onApply }: EditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft<SubstringValue>(values.join('*'), () => ({ mode: 'include', text: '' }));
  const added = addSubstring(values, draft);
  const showError = !added.ok && draft.text.trim() !== '';
  const termLabel = (term: SubstringValue) =>
    t(term.mode === 'exclude' ? 'filter.value.withoutText' : 'filter.value.withText', { text: term.text });
  return (
    <EditorForm
      name={filter.extName}
      label={label}
      applyLabel={t('filter.text.add')}
      canApply={added.ok}
      onApply={() => added.ok && onApply(added.values)}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      {values.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {substringTerms(values).map(({ value, term }) => (
            <RemovableChip
              key={value}
              label={termLabel(term)}
              removeLabel={t('filter.removeNamed', { name: `${label}: ${termLabel(term)}` })}
              onRemove={() => onApply(values.filter((v) => v !== value))}
            />
          ))}
        </Stack>
      )}
      <IncludeExcludeToggle
        value={draft.mode}
        onChange={(mode) => setDraft({ ...draft, mode })}
        includeLabel={t('filter.text.contains')}
        excludeLabel={t('filter.text.notContains')}
      />
      <TextField
        size="small"
        label={t('filter.text.label')}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        error={showError}
        helperText={showError && !added.ok ? t(`filter.text.${added.message}`) : undefined}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `filter-${filter.extName}-text` } }}
      />
    </EditorForm>
  );
}
