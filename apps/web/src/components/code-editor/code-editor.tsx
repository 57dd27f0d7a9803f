import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden.tsx';
import { editorTheme } from './editor-theme.ts';
import { minimalChange } from './minimal-change.ts';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The language and its helpers (completion, linting); keep the array stable between renders. */
  extensions: Extension[];
  /** The accessible name of the editing area. */
  label: string;
  minHeight?: number;
  readOnly?: boolean;
  'data-testid'?: string;
}

/** Marks a change that came from the `value` prop: it is not reported back through onChange. */
const fromProp = Annotation.define<boolean>();

const BASE: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  foldGutter(),
  drawSelection(),
  dropCursor(),
  indentOnInput(),
  indentUnit.of('  '),
  EditorState.tabSize.of(2),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  bracketMatching(),
  closeBrackets(),
  autocompletion(),
  highlightActiveLine(),
  // Tab indents; Escape then Tab moves on (CodeMirror's tab-focus mode), so it traps no one
  keymap.of([
    ...closeBracketsKeymap,
    ...defaultKeymap,
    ...historyKeymap,
    ...foldKeymap,
    ...completionKeymap,
    ...lintKeymap,
    indentWithTab,
  ]),
];

/**
 * A CodeMirror 6 editor as a controlled field. A `value` that differs from the text (a
 * rollback, a reload) replaces only the part that changed; the user's own edits come back
 * as the same value and leave the cursor alone.
 *
 * Accessible: the editing area is named by `label` and described by a hint (Tab indents;
 * Escape then Tab moves on, CodeMirror's tab-focus mode); lines scroll sideways inside it.
 */
export function CodeEditor({
  value,
  onChange,
  extensions,
  label,
  minHeight = 160,
  readOnly = false,
  'data-testid': testId,
}: CodeEditorProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const hintId = useId();
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // texts reported while typing that React has not drawn yet: when one comes back as `value`,
  // it is the echo of an earlier keystroke, not a change from outside
  const echoes = useRef<string[]>([]);
  const compartments = useRef({
    extensions: new Compartment(),
    theme: new Compartment(),
    access: new Compartment(),
  }).current;

  const access = (): Extension => [
    EditorState.readOnly.of(readOnly),
    EditorView.contentAttributes.of({
      // in the tab order explicitly: the lines scroll within the editor, and checkers look for
      // a focusable element inside a scrolling region
      tabindex: '0',
      'aria-label': label,
      'aria-describedby': hintId,
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    }),
  ];

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; the effects below keep it in step with the props
  useEffect(() => {
    if (!parent.current) return;
    const editor = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          BASE,
          compartments.theme.of(editorTheme(theme, minHeight)),
          compartments.access.of(access()),
          compartments.extensions.of(extensions),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromProp))) return;
            const text = update.state.doc.toString();
            echoes.current = [...echoes.current.slice(-20), text];
            onChangeRef.current(text);
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    const echo = echoes.current.indexOf(value);
    if (current === value) echoes.current = [];
    else if (echo >= 0) echoes.current = echoes.current.slice(echo + 1);
    else editor.dispatch({ changes: minimalChange(current, value), annotations: fromProp.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.extensions.reconfigure(extensions) });
  }, [extensions, compartments]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.theme.reconfigure(editorTheme(theme, minHeight)) });
  }, [theme, minHeight, compartments]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: access() reads exactly these
  useEffect(() => {
    view.current?.dispatch({ effects: compartments.access.reconfigure(access()) });
  }, [label, readOnly, hintId, compartments]);

  return (
    // positioned, so that the hidden hint stays inside the editor (not at the page's end,
    // where it would lengthen the page)
    <Box data-testid={testId} sx={{ position: 'relative', minWidth: 0, width: '100%' }}>
      <div ref={parent} />
      <Box component="span" id={hintId} sx={VISUALLY_HIDDEN_SX}>
        {readOnly ? t('configuration.codeEditor.readOnlyHint') : t('configuration.codeEditor.keyboardHint')}
      </Box>
    </Box>
  );
}
