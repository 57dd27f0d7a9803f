import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatChoiceValues, parseChoiceValues, toggleOption } from '../lib/choice-values.ts';
import { type EditorProps, sameValues } from '../lib/editor-props.ts';
import { useDraft } from '../lib/use-draft.ts';
import { EditorForm } from './editor-form.tsx';
import { IncludeExcludeToggle } from './include-exclude-toggle.tsx';

const compact = { ml: 0, my: -0.5, '& .MuiFormControlLabel-label': { fontSize: 14 } } as const;

interface ChoiceEditorProps extends EditorProps {
  /** Checkboxes for several choices, radio buttons for one. */
  multiple: boolean;
}

/** A short option list (fewer than TYPEAHEAD_THRESHOLD options). */
export function ChoiceEditor({ filter, label, values, onApply, multiple }: ChoiceEditorProps) {
  const [draft, setDraft] = useDraft(values.join('*'), () => parseChoiceValues(values, filter.exclude));
  const next = formatChoiceValues(draft);
  return (
    <EditorForm
      name={filter.extName}
      label={label}
      canApply={!sameValues(next, values)}
      onApply={() => onApply(next)}
      canClear={values.length > 0}
      onClear={() => onApply([])}
    >
      {filter.exclude && (
        <IncludeExcludeToggle value={draft.mode} onChange={(mode) => setDraft({ ...draft, mode })} />
      )}
      {multiple ? (
        <FormGroup aria-label={label}>
          {filter.options.map((option) => (
            <FormControlLabel
              key={option.extName}
              sx={compact}
              label={option.title}
              control={
                <Checkbox
                  size="small"
                  checked={draft.selected.includes(option.extName)}
                  onChange={() =>
                    setDraft({ ...draft, selected: toggleOption(draft.selected, option.extName) })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          aria-label={label}
          value={draft.selected[0] ?? ''}
          onChange={(_event, extName) => setDraft({ ...draft, selected: [extName] })}
        >
          {filter.options.map((option) => (
            <FormControlLabel
              key={option.extName}
              sx={compact}
              value={option.extName}
              label={option.title}
              control={<Radio size="small" />}
            />
          ))}
        </RadioGroup>
      )}
    </EditorForm>
  );
}
