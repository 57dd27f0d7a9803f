import { html } from '@codemirror/lang-html';
import { EditorView, ViewPlugin } from '@codemirror/view';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TChannel } from '@opinio/domain/schemas/campaigns';
import { type ReactNode, type Ref, useImperativeHandle, useMemo, useRef } from 'react';
import { CodeEditor } from '@/components/code-editor/code-editor.tsx';
import { insertText } from '../../lib/placeholders.ts';

/** Puts a text where the cursor is (over the selection) and gives the field the focus. */
export interface TextInsertion {
  insert(text: string): void;
}

interface TemplateBodyFieldProps {
  channel: TChannel;
  value: string;
  onChange: (value: string) => void;
  label: string;
  readOnly: boolean;
  /** The refusal of the text, shown under it. */
  error: string;
  /** Under the field: the SMS length, a hint. */
  helper?: ReactNode;
  onFocus: () => void;
  ref?: Ref<TextInsertion>;
}

/** A template's text: HTML in the code editor for mail, plain text with line breaks for SMS and letters. */
export function TemplateBodyField(props: TemplateBodyFieldProps) {
  return props.channel === 'mail' ? <MailBodyField {...props} /> : <PlainBodyField {...props} />;
}

function MailBodyField({
  value,
  onChange,
  label,
  readOnly,
  error,
  helper,
  onFocus,
  ref,
}: TemplateBodyFieldProps) {
  const view = useRef<EditorView | null>(null);
  // made once: the editor is reconfigured whenever its extensions change
  const extensions = useMemo(
    () => [
      html(),
      // a mail's paragraphs are long lines: wrapped, they read without scrolling sideways
      EditorView.lineWrapping,
      // the editor's view, so that a placeholder goes where its cursor is
      ViewPlugin.define((editor) => {
        view.current = editor;
        return { destroy: () => (view.current = null) };
      }),
    ],
    [],
  );
  useImperativeHandle(ref, () => ({
    insert(text) {
      const editor = view.current;
      if (!editor) {
        onChange(value + text);
        return;
      }
      editor.dispatch(editor.state.replaceSelection(text));
      editor.focus();
    },
  }));
  return (
    <Box onFocus={onFocus}>
      {/* the editing area is named by the same words (its aria-label) */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} aria-hidden>
        {label}
      </Typography>
      <CodeEditor
        value={value}
        onChange={onChange}
        extensions={extensions}
        label={label}
        minHeight={320}
        readOnly={readOnly}
        data-testid="template-body"
      />
      {helper}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="template-body-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}

function PlainBodyField({
  channel,
  value,
  onChange,
  label,
  readOnly,
  error,
  helper,
  onFocus,
  ref,
}: TemplateBodyFieldProps) {
  const input = useRef<HTMLTextAreaElement | null>(null);
  useImperativeHandle(ref, () => ({
    insert(text) {
      const element = input.current;
      const next = insertText(
        value,
        element?.selectionStart ?? value.length,
        element?.selectionEnd ?? value.length,
        text,
      );
      onChange(next.text);
      // after React has drawn the new text: the caret after what was put in
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(next.caret, next.caret);
      });
    },
  }));
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
      multiline
      minRows={channel === 'sms' ? 4 : 12}
      fullWidth
      required
      error={error !== ''}
      helperText={error || helper}
      inputRef={input}
      slotProps={{
        input: { readOnly },
        htmlInput: { 'data-testid': 'template-body', spellCheck: true },
      }}
    />
  );
}
