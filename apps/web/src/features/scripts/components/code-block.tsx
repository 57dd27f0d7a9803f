import Box from '@mui/material/Box';

/** A block of JSON or console text that scrolls within its box, reachable by keyboard when it does. */
export function CodeBlock({ label, text, testId }: { label: string; text: string; testId?: string }) {
  return (
    <Box
      component="pre"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 240,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Box>
  );
}
