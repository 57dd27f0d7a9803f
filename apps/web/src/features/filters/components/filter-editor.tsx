import type { EditorProps } from '../lib/editor-props.ts';
import { editorKind } from '../lib/filter-kind.ts';
import { CampaignEditor } from './campaign-editor.tsx';
import { ChoiceEditor } from './choice-editor.tsx';
import { IntervalEditor } from './interval-editor.tsx';
import { ModeEditor } from './mode-editor.tsx';
import { RangeEditor } from './range-editor.tsx';
import { RelativeDateEditor } from './relative-date-editor.tsx';
import { SubmatchEditor } from './submatch-editor.tsx';
import { TypeaheadEditor } from './typeahead-editor.tsx';

/** The editor for the filter's kind, from its kind flags (docs/product.md#filter-kinds). */
export function FilterEditor(props: EditorProps) {
  const kind = editorKind(props.filter);
  switch (kind) {
    case 'interval':
      return <IntervalEditor {...props} />;
    case 'relativeDate':
      return <RelativeDateEditor {...props} />;
    case 'today':
    case 'tableDate':
      return <ModeEditor {...props} kind={kind} />;
    case 'campaign':
      return <CampaignEditor {...props} />;
    case 'range':
      return <RangeEditor {...props} />;
    case 'submatch':
      return <SubmatchEditor {...props} />;
    case 'serverTypeahead':
    case 'typeahead':
      return <TypeaheadEditor {...props} serverSide={kind === 'serverTypeahead'} />;
    case 'checkboxes':
    case 'radio':
      return <ChoiceEditor {...props} multiple={kind === 'checkboxes'} />;
  }
}
