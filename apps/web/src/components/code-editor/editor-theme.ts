import { EditorView } from '@codemirror/view';
import { alpha, type Theme } from '@mui/material/styles';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** CodeMirror in the look of MUI's outlined fields (light), with the app's focus ring. */
export function editorTheme(theme: Theme, minHeight: number) {
  const { palette, shape } = theme;
  const radius = `${shape.borderRadius}px`;
  return EditorView.theme(
    {
      '&': {
        fontSize: '13px',
        color: palette.text.primary,
        backgroundColor: palette.background.paper,
        border: `1px solid ${alpha(palette.common.black, 0.23)}`,
        borderRadius: radius,
        maxWidth: '100%',
      },
      '&:hover': { borderColor: palette.text.primary },
      '&.cm-focused': {
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: '1px',
        borderColor: palette.primary.main,
      },
      '.cm-scroller': { fontFamily: MONOSPACE, lineHeight: 1.6, maxHeight: '70vh', overflow: 'auto' },
      '.cm-content': { minHeight: `${minHeight}px`, caretColor: palette.text.primary },
      '.cm-content:focus-visible': { outline: 'none' },
      '.cm-gutters': {
        minHeight: `${minHeight}px`,
        backgroundColor: palette.background.default,
        // line numbers readable on the gutter (WCAG AA)
        color: palette.text.secondary,
        borderRight: `1px solid ${palette.divider}`,
        borderRadius: `${radius} 0 0 ${radius}`,
      },
      '.cm-activeLine': { backgroundColor: alpha(palette.primary.main, 0.04) },
      '.cm-activeLineGutter': {
        backgroundColor: alpha(palette.primary.main, 0.1),
        color: palette.text.primary,
      },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection':
        { backgroundColor: alpha(palette.primary.main, 0.18) },
      '&.cm-focused .cm-matchingBracket': {
        backgroundColor: alpha(palette.success.main, 0.25),
        outline: `1px solid ${palette.success.dark}`,
      },
      '.cm-tooltip': {
        border: `1px solid ${palette.divider}`,
        borderRadius: radius,
        backgroundColor: palette.background.paper,
        boxShadow: theme.shadows[4],
        fontFamily: String(theme.typography.fontFamily),
        fontSize: '13px',
        maxWidth: 'min(480px, 90vw)',
      },
      '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: MONOSPACE },
      '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {
        backgroundColor: palette.primary.main,
        color: palette.primary.contrastText,
      },
      '.cm-tooltip-hover, .cm-tooltip-lint': { padding: '4px 8px' },
      '.cm-diagnostic': { padding: '4px 8px' },
      '.cm-diagnostic-error': { borderLeftColor: palette.error.main },
      // CodeMirror fades the source label to 70 %: too faint to read
      '.cm-diagnosticSource': { opacity: 1, color: palette.text.secondary },
      '.cm-diagnostic-warning': { borderLeftColor: palette.warning.main },
      '.cm-foldPlaceholder': {
        backgroundColor: palette.action.hover,
        border: `1px solid ${palette.divider}`,
        color: palette.text.secondary,
      },
    },
    { dark: false },
  );
}
