import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * In place of a chart whose answers are fewer than the survey's minimum: what a KPI tile says
 * ("Too few answers"), with the minimum. Nothing of those answers is drawn.
 */
export function TooFewAnswers({ text }: { text: string }) {
  return (
    <Stack
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', py: 4, textAlign: 'center' }}
      data-testid="chart-too-few"
    >
      <Typography variant="body1" color="text.secondary" sx={{ fontWeight: 500, maxWidth: 560 }}>
        {text}
      </Typography>
    </Stack>
  );
}
